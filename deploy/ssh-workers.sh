#!/bin/sh
# Start a botcup worker on each host over ssh, one game per core, and wait for them.
#
#   BOTCUP_TOKEN=... deploy/ssh-workers.sh nats://this-host:4222 box1 box2 box3
#
# Each host needs the same botcup at $BOTCUP (default: botcup on its PATH). Games per core:
# -c is the host's core count (nproc), one timed game per core; lower it on a machine you
# also work on. ssh -tt gives each worker a terminal: Ctrl-C here (or a dropped connection,
# a hangup) reaches it, its pairs go back to the queue and its players are killed. The token
# travels in the environment of the remote shell, not on botcup's command line (the remote
# shell's own command line holds it until it execs botcup).
set -eu
url=${1:?usage: ssh-workers.sh URL HOST...}
shift
: "${BOTCUP_TOKEN:?set BOTCUP_TOKEN to the token that -serve prints for workers}"
for host in "$@"; do
  ssh -tt "$host" "BOTCUP_TOKEN=$BOTCUP_TOKEN exec \${BOTCUP:-botcup} worker $url -c \$(nproc) -name $host" &
done
wait
