#!/bin/bash
# 2 workers -c 1 through the queue against one local -c 2 match, the same fixed-search match
# (the bots' budget and the arena's limit wide, so that no clock decides a move), alternated,
# each queued run's games compared with the local run's. Run from a scratch directory:
#   B=$PWD/bin queue/testdata/compare.sh   (writes local.jsonl, queued.jsonl there)
B=${B:?set B to the directory of botcup and more}
P1="$B/more -nodes 30000 -budget 600s -seed {seed}"; P2="$B/more -nodes 20000 -budget 600s -seed {seed}"
for round in 1 2 3 4 5; do
  rm -f local.jsonl
  s=$(date +%s.%N); $B/botcup match more -n 40 -limit 600s -c 2 -q -o local.jsonl "$P1" "$P2" > /dev/null; e=$(date +%s.%N)
  echo "round $round local -c 2: $(echo "$e - $s" | bc) s, load $(cut -d' ' -f1 /proc/loadavg)"
  rm -rf queued.jsonl queued.jsonl.queue
  s=$(date +%s.%N)
  $B/botcup match more -n 40 -limit 600s -q -o queued.jsonl -serve 127.0.0.1:4777 "$P1" "$P2" > /dev/null 2> coord.err &
  coord=$!
  until grep -q "botcup worker" coord.err 2>/dev/null; do sleep 0.02; done
  T=$(grep -o 'token [0-9a-f]*' coord.err | cut -d' ' -f2)
  $B/botcup worker nats://127.0.0.1:4777 -token $T -c 1 -once -name A -cache "$PWD/cache" 2>>w$round.log &
  $B/botcup worker nats://127.0.0.1:4777 -token $T -c 1 -once -name B -cache "$PWD/cache" 2>>w$round.log &
  wait $coord; e=$(date +%s.%N)
  echo "round $round queued 2 workers -c 1: $(echo "$e - $s" | bc) s, load $(cut -d' ' -f1 /proc/loadavg)"
  wait
  python3 -c "
import json
a={r['index']:[m['m'] for m in r['moves']] for r in map(json.loads,open('local.jsonl'))}
b={r['index']:[m['m'] for m in r['moves']] for r in map(json.loads,open('queued.jsonl'))}
print('  same games:', a==b, len(a), len(b))"
done
