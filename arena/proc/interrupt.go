package proc

import (
	"os"
	"strconv"
	"syscall"
)

// KillPlayers kills, with SIGKILL, every child process of this process and
// its process group (every player leads its own group, see Start), whether or not it is suspended, and reports how many children it
// found. It is for an interrupted run: close the run's Stop first, then
// call KillPlayers until the run has returned, since a game in progress
// may start a player meanwhile. Linux: it reads /proc.
func KillPlayers() int {
	EndAll() // every player with all it started, through its jail
	return KillChildren()
}

// KillChildren is KillPlayers without EndAll: the games in progress see
// their players die (crash faults) and end as games, ending the players'
// jails as they do; later games play as before. It is for games to be
// dropped while the process plays on (a queue's worker whose run is over).
func KillChildren() int {
	self := os.Getpid()
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return 0
	}
	n := 0
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || parentOf(pid) != self {
			continue
		}
		n++
		_ = syscall.Kill(-pid, syscall.SIGKILL)
		_ = syscall.Kill(pid, syscall.SIGKILL)
		_ = syscall.Kill(-pid, syscall.SIGCONT)
	}
	return n
}

// parentOf is the parent of process pid, or -1.
func parentOf(pid int) int {
	p, ok := procStat(pid)
	if !ok {
		return -1
	}
	return p.ppid
}
