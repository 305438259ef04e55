#!/bin/sh
# ips.sh [BIN]: iterations per second on Black Hole's first move, ours
# (BIN, default bin/blackhole, -playouts 100000 so that both run about as
# many) against wormhole ($WORMHOLE, default /tmp/wormhole/player; its own cap of 100,000
# iterations or 0.8 s), from the same five start positions, run alternately;
# prints each run's rate and the median of 5 runs per position and player.
bin=${1:-bin/blackhole}
for brown in "A1 B2 C3 D4 E1" "A8 B4 D2 E4 H1" "B2 A5 B7 E4 E3" "C1 C5 F2 D3 A4" "H1 A1 A8 D3 C2"; do
  in=$(printf '%s\nStart\nQuit\n' "$(echo $brown | tr ' ' '\n')")
  ours=""; worm=""
  for run in 1 2 3 4 5; do
    # wormhole: "i=72368 (...) dt=0.54"
    w=$(printf '%s\n' "$in" | ${WORMHOLE:-/tmp/wormhole/player} 2>&1 >/dev/null | awk '/^i=/{split($1,a,"="); for(k=1;k<=NF;k++) if($k ~ /^dt=/){split($k,b,"="); printf "%.0f", a[2]/b[2]}}')
    # ours: "... nodes 100000 in 412ms ..."
    o=$(printf '%s\n' "$in" | $bin -v -playouts 100000 2>&1 >/dev/null | awk '/ply 1 /{for(k=1;k<=NF;k++){if($k=="nodes")n=$(k+1); if($k=="in")t=$(k+1)} sub(",","",t); if(t ~ /ms$/){sub("ms","",t); t/=1000} else {sub("s","",t)} printf "%.0f", n/t}')
    worm="$worm $w"; ours="$ours $o"
  done
  med() { echo $* | tr ' ' '\n' | sort -n | sed -n 3p; }
  echo "$brown: wormhole$worm median $(med $worm) it/s; ours$ours median $(med $ours) it/s"
done
