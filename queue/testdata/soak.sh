#!/bin/bash
# The queue's soak: a 2,000-game match (More, bin/more -budget 0.3s, against ref:greedy)
# through an embedded queue, 2 workers (-c 1), worker B killed with SIGKILL and started
# again every 2 minutes. Run from a scratch directory holding botcup and more:
#   cp bin/botcup bin/more /tmp/soak/ && cd /tmp/soak && nohup ./soak.sh > soak.out 2>&1 &
# then check soak.jsonl: every index 0..1999 once, no fault (README.md here has the result).
cd "$(dirname "$0")"
rm -rf soak.jsonl soak.jsonl.queue A.log B.log kills.log
start=$(date +%s)
./botcup match more -n 2000 -serve 127.0.0.1:4444 -o soak.jsonl -q "./more -budget 0.3s" ref:greedy > table.txt 2> coord.err &
coord=$!
sleep 3
T=$(grep -o 'token [0-9a-f]*' coord.err | cut -d' ' -f2)
./botcup worker nats://127.0.0.1:4444 -token "$T" -c 1 -name A -cache "$PWD/cacheA" 2> A.log &
a=$!
kills=0
while kill -0 $coord 2>/dev/null; do
  ./botcup worker nats://127.0.0.1:4444 -token "$T" -c 1 -name B -cache "$PWD/cacheB" 2>> B.log &
  b=$!
  for i in $(seq 120); do kill -0 $coord 2>/dev/null || break; sleep 1; done
  if kill -0 $coord 2>/dev/null; then
    kill -9 $b
    kills=$((kills+1))
    echo "$(date +%T) killed B ($b), kill $kills" >> kills.log
  fi
done
wait $coord
rc=$?
end=$(date +%s)
kill $a $b 2>/dev/null
wait
echo "coordinator exit $rc, $((end-start)) s, $kills kills of worker B" > summary.txt
python3 - <<'PY' >> summary.txt
import json, collections
recs = [json.loads(l) for l in open('soak.jsonl')]
n = collections.Counter(r['index'] for r in recs)
print(f"records {len(recs)}, distinct {len(n)}, doubled {sum(v > 1 for v in n.values())}, "
      f"missing {len(set(range(2000)) - set(n))}, faults {sum(len(r.get('faults') or []) for r in recs)}")
PY
