package arena

import (
	"os"
	"strconv"
	"sync"
	"syscall"
	"unsafe"
)

// The arena's threads run under SCHED_FIFO at the lowest real-time
// priority, where the machine allows it (CAP_SYS_NICE or RLIMIT_RTPRIO:
// root in a container here), so that the arena runs the moment it wakes,
// however many processes the player on turn keeps busy: a clock that runs
// out is called at once, a line that arrives is stamped and its player
// suspended at once. Each thread is also SCHED_RESET_ON_FORK: every
// process the arena starts begins as an ordinary process (and so does
// every thread the Go runtime adds; raisePriority finds it next time).
//
// Decision (real time, not a lower nice value): with a player keeping 200
// processes busy on 2 cores, a 100 ms sleep of a nice -10 or -20 process
// woke 13-180 ms late on average, no better than at nice 0 (4-100 ms,
// the scheduler of Linux 6.18 here); under SCHED_FIFO 0.03-0.05 ms. The
// arena never runs without sleeping (its polls sleep between looks), so
// it takes next to nothing from the players.
const (
	schedFIFO        = 1
	schedResetOnFork = 0x40000000
	arenaRTPriority  = 1
)

var priority struct {
	sync.Mutex
	raised map[int]bool // threads done
	denied bool         // the machine does not allow it
}

// raisePriority puts every thread of this process under SCHED_FIFO with
// SCHED_RESET_ON_FORK, once per thread; where the machine refuses, it
// stops trying.
func raisePriority() {
	priority.Lock()
	defer priority.Unlock()
	if priority.denied {
		return
	}
	if priority.raised == nil {
		priority.raised = make(map[int]bool)
	}
	tasks, _ := os.ReadDir("/proc/self/task")
	for _, t := range tasks {
		tid, err := strconv.Atoi(t.Name())
		if err != nil || priority.raised[tid] {
			continue
		}
		param := struct{ priority int32 }{arenaRTPriority}
		_, _, e := syscall.RawSyscall(syscall.SYS_SCHED_SETSCHEDULER, uintptr(tid), schedFIFO|schedResetOnFork, uintptr(unsafe.Pointer(&param)))
		if e != 0 && e != syscall.ESRCH {
			priority.denied = true
			return
		}
		priority.raised[tid] = true
	}
}
