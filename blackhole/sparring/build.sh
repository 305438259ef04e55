#!/bin/sh
# build.sh MESSIER31_JAVA [OUTDIR]: compiles the sparring bot Messier31 (the
# single-file CodeCup 2018 submission src/Messier31.java of the public
# repository Mangara/codecup2018, MIT licence) into OUTDIR (default
# /tmp/m31) with javac, and checks that it answers a first move. It fetches
# nothing: get the file yourself (see README.md). Needs javac and java 17+.
set -eu
src=${1:?usage: build.sh PATH/TO/Messier31.java [OUTDIR]}
out=${2:-/tmp/m31}
[ -f "$src" ] || { echo "build.sh: no such file: $src" >&2; exit 1; }
mkdir -p "$out"
cp "$src" "$out/Messier31.java"
(cd "$out" && javac -nowarn Messier31.java)
move=$(printf 'A8\nB4\nD2\nE4\nH1\nStart\n' | java -cp "$out" Messier31 2>/dev/null | head -n 1)
case $move in
[A-H][1-8]=*) echo "built $out/Messier31.class; its first move on A8 B4 D2 E4 H1: $move" ;;
*) echo "build.sh: Messier31 answered '$move', not a move" >&2; exit 1 ;;
esac
echo "play it: bin/botcup match blackhole -startup 3s ... \"java -cp $out Messier31\""
