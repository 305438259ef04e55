#!/bin/sh
# ips.sh [BIN]: iterations per second of ours (BIN, default bin/zuniq,
# -playouts 100000) and of the CodeCup 2021 winner ($ZUNIQAI, default
# /tmp/zuniq-ai/player: its --debug session, 20000 iterations timed from
# outside) from five fixed positions (the first 8, 12, 16, 20 and 24 moves
# of one random game), run alternately; prints each run's rate and the
# median of 5 runs per position and player. Its iteration is one descent
# of its tree and, after an expansion, 10 playouts; ours one playout.
bin=${1:-bin/zuniq}
ai=${ZUNIQAI:-/tmp/zuniq-ai/player}
game="C4h B1h D2h F4h A5h E1h A4v E6v B4v C5h A4h E4h D4v B2h F2h D3v A1h B4h D3h E5v D1h B3v E3h E2v"
now() { date +%s.%N; }
for n in 8 12 16 20 24; do
  moves=$(echo $game | tr ' ' '\n' | head -n $n | tr '\n' ' ')
  # ours: play the position's moves as a line (-line), the opponent's fed
  # on stdin, then think for the first time at ply n.
  if [ $((n % 2)) -eq 0 ]; then
    in=$( (echo Start; echo $moves | tr ' ' '\n' | awk 'NR%2==0'; echo Quit) )
  else
    in=$( (echo $moves | tr ' ' '\n' | awk 'NR%2==1'; echo Quit) )
  fi
  ours=""; theirs=""
  for run in 1 2 3 4 5; do
    # ours: "zuniq: ply 9 mcts ... nodes 100000 call false in 612ms, ..."
    o=$(printf '%s\n' "$in" | $bin -v -playouts 100000 -line "$moves" 2>&1 >/dev/null | awk -v p=$((n + 1)) '$2=="ply" && $3==p {for(k=1;k<=NF;k++){if($k=="nodes")c=$(k+1); if($k=="in")t=$(k+1)} sub(",","",t); if(t ~ /ms$/){sub("ms","",t); t/=1000} else {sub("s","",t)} printf "%.0f", c/t}')
    t0=$(now)
    printf '20000\nq\n' | $ai --debug $moves >/dev/null 2>&1
    t1=$(now)
    a=$(echo "$t0 $t1" | awk '{printf "%.0f", 20000/($2-$1)}')
    ours="$ours $o"; theirs="$theirs $a"
  done
  med() { echo $* | tr ' ' '\n' | sort -n | sed -n 3p; }
  echo "ply $n: zuniq-ai$theirs median $(med $theirs) it/s; ours$ours median $(med $ours) it/s"
done
