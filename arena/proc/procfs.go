package proc

import (
	"bytes"
	"os"
	"strconv"
)

// The arena's reading of /proc: processes, their parents, states,
// children, threads and environments.

// procInfo is what the arena reads of a process in /proc/PID/stat: its
// parent and its state (R running, S asleep, D in uninterruptible sleep,
// T stopped, Z a zombie, ...).
type procInfo struct {
	ppid   int
	state  byte
	zombie bool
}

func (procInfo) environ(pid int) []byte {
	b, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/environ")
	return append([]byte{0}, b...)
}

// scanProcs reads the parent and state of every process in /proc.
func scanProcs() map[int]procInfo {
	ents, _ := os.ReadDir("/proc")
	procs := make(map[int]procInfo, len(ents))
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if p, ok := procStat(pid); ok {
			procs[pid] = p
		}
	}
	return procs
}

// procStat reads /proc/PID/stat; ok is false once the process is gone.
func procStat(pid int) (p procInfo, ok bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return p, false
	}
	// pid (comm) state ppid ...; comm may hold spaces and parentheses.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 || i+2 >= len(b) {
		return p, false
	}
	f := bytes.Fields(b[i+2:])
	if len(f) < 2 {
		return p, false
	}
	p.ppid, _ = strconv.Atoi(string(f[1]))
	p.state = f[0][0]
	p.zombie = p.state == 'Z' || p.state == 'X'
	return p, true
}

// childrenOf lists the children of process pid ("self": this one), from
// every thread's /proc/PID/task/TID/children.
func childrenOf(pid string) []int {
	dir := "/proc/" + pid + "/task/"
	tasks, _ := os.ReadDir(dir)
	var pids []int
	for _, t := range tasks {
		b, err := os.ReadFile(dir + t.Name() + "/children")
		if err != nil {
			continue
		}
		for _, f := range bytes.Fields(b) {
			if pid, err := strconv.Atoi(string(f)); err == nil {
				pids = append(pids, pid)
			}
		}
	}
	return pids
}

// asleep reports whether no thread of process pid is running or in
// uninterruptible wait (state R or D in /proc/PID/task/TID/stat); a
// process that is gone counts as asleep.
func asleep(pid int) bool {
	dir := "/proc/" + strconv.Itoa(pid) + "/task/"
	tasks, err := os.ReadDir(dir)
	if err != nil {
		return true
	}
	for _, t := range tasks {
		b, err := os.ReadFile(dir + t.Name() + "/stat")
		if err != nil {
			continue
		}
		if i := bytes.LastIndexByte(b, ')'); i >= 0 && i+2 < len(b) && (b[i+2] == 'R' || b[i+2] == 'D') {
			return false
		}
	}
	return true
}

// processExists reports whether process pid is in /proc.
func processExists(pid int) bool {
	_, err := os.Stat("/proc/" + strconv.Itoa(pid))
	return err == nil
}
