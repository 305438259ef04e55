package proc

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// cgroupPrefix starts the name of every cgroup the arena makes:
// botcup-<arena pid>-<n>, below the arena process's own cgroup.
const cgroupPrefix = "botcup-"

// killWait bounds how long the end of a jail waits for its processes to be
// gone.
const killWait = 2 * time.Second

// suspendWait bounds how long a suspend waits for every process of a
// player to be seen stopped. A process stops on its way back to user
// space: one in uninterruptible sleep (a disk read) stops when it returns,
// a few milliseconds at most; the bound is only for a process that never
// does (a hung file system), so that the game goes on.
const suspendWait = time.Second

// pollEvery is how often a suspend or a resume looks again whether every
// process of a player is stopped, or running.
const pollEvery = 50 * time.Microsecond

// cgroupJail is one player's cgroup v2 (see jail), and the cgroup v1
// directories that carry its limits where the v2 one cannot.
type cgroupJail struct {
	dir string
	fd  int
	v1  []string
}

func newCgroupJail(mark string, lim Limits) (*cgroupJail, error) {
	base, err := cgroupV2Base()
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(base, cgroupPrefix+mark)
	if err := os.Mkdir(dir, 0o755); err != nil {
		return nil, fmt.Errorf("player cgroup: %w", err)
	}
	fd, err := syscall.Open(dir, syscall.O_RDONLY|syscall.O_DIRECTORY|syscall.O_CLOEXEC, 0)
	if err != nil {
		_ = os.Remove(dir)
		return nil, fmt.Errorf("player cgroup: %w", err)
	}
	j := &cgroupJail{dir: dir, fd: fd}
	if err := j.limit(mark, lim); err != nil {
		j.release()
		return nil, err
	}
	return j, nil
}

func (j *cgroupJail) prepare(cmd *exec.Cmd) error {
	cmd.SysProcAttr.UseCgroupFD = true
	cmd.SysProcAttr.CgroupFD = j.fd
	return nil
}

// started moves the player into the cgroup v1 directories of its limits
// (a v2 cgroup holds it from its first instruction on; a v1 one only from
// here, a few microseconds after exec).
func (j *cgroupJail) started(cmd *exec.Cmd) (int, error) {
	pid := cmd.Process.Pid
	for _, d := range j.v1 {
		if err := writeFile(filepath.Join(d, "cgroup.procs"), strconv.Itoa(pid)); err != nil {
			return pid, fmt.Errorf("player cgroup: %w", err)
		}
	}
	return pid, nil
}

// wait waits for the player, the arena's own child.
func (j *cgroupJail) wait(cmd *exec.Cmd) (syscall.WaitStatus, bool) {
	_ = cmd.Wait()
	if cmd.ProcessState == nil {
		return 0, false
	}
	ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus)
	return ws, ok
}

// suspend freezes the cgroup and waits until cgroup.events says frozen 1:
// the kernel's word that every process in it is frozen (a child forked
// meanwhile is born frozen).
func (j *cgroupJail) suspend() {
	if writeFile(filepath.Join(j.dir, "cgroup.freeze"), "1") != nil {
		return
	}
	deadline := time.Now().Add(suspendWait)
	for !j.event("frozen", "1") && time.Now().Before(deadline) {
		time.Sleep(pollEvery)
	}
}

func (j *cgroupJail) resume() {
	_ = writeFile(filepath.Join(j.dir, "cgroup.freeze"), "0")
}

// pids reads cgroup.procs.
func (j *cgroupJail) pids() []int {
	b, _ := os.ReadFile(filepath.Join(j.dir, "cgroup.procs"))
	var pids []int
	for _, f := range strings.Fields(string(b)) {
		if pid, err := strconv.Atoi(f); err == nil {
			pids = append(pids, pid)
		}
	}
	return pids
}

// outOfMemory reads the count of out-of-memory kills: oom_kill in the v2
// cgroup's memory.events, or in the v1 memory cgroup's
// memory.oom_control.
func (j *cgroupJail) outOfMemory() bool {
	files := []string{filepath.Join(j.dir, "memory.events")}
	for _, d := range j.v1 {
		files = append(files, filepath.Join(d, "memory.oom_control"))
	}
	for _, f := range files {
		b, _ := os.ReadFile(f)
		for _, l := range strings.Split(string(b), "\n") {
			if n, ok := strings.CutPrefix(l, "oom_kill "); ok && n != "0" {
				return true
			}
		}
	}
	return false
}

// event reports whether the cgroup's cgroup.events has the line "key v".
func (j *cgroupJail) event(key, v string) bool {
	b, err := os.ReadFile(filepath.Join(j.dir, "cgroup.events"))
	if err != nil {
		return true // gone: nothing left to wait for
	}
	for _, l := range strings.Split(string(b), "\n") {
		if l == key+" "+v {
			return true
		}
	}
	return false
}

func (j *cgroupJail) kill() {
	_ = writeFile(filepath.Join(j.dir, "cgroup.kill"), "1")
	deadline := time.Now().Add(killWait)
	for !j.event("populated", "0") && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
}

func (j *cgroupJail) release() {
	if j.fd >= 0 {
		_ = syscall.Close(j.fd)
		j.fd = -1
	}
	for _, d := range append([]string{j.dir}, j.v1...) {
		removeCgroup(d)
	}
}

// removeCgroup removes an emptied cgroup; the kernel may take a moment to
// see its last process gone.
func removeCgroup(dir string) {
	for i := 0; i < 100; i++ {
		err := syscall.Rmdir(dir)
		if err == nil || errors.Is(err, syscall.ENOENT) {
			return
		}
		time.Sleep(time.Millisecond)
	}
}

// limit writes lim into the jail's cgroup v2 files, or into cgroup v1
// directories of the memory and cpu controllers where the v2 cgroup has no
// such controller (a hybrid layout).
func (j *cgroupJail) limit(mark string, lim Limits) error {
	type setting struct {
		controller string
		v2         [][2]string
		v1         [][2]string
		optional   map[string]bool
	}
	var settings []setting
	if lim.Memory > 0 {
		b := strconv.FormatInt(lim.Memory, 10)
		settings = append(settings, setting{
			controller: "memory",
			v2:         [][2]string{{"memory.max", b}, {"memory.swap.max", "0"}},
			v1:         [][2]string{{"memory.limit_in_bytes", b}, {"memory.memsw.limit_in_bytes", b}},
			optional:   map[string]bool{"memory.swap.max": true, "memory.memsw.limit_in_bytes": true},
		})
	}
	if lim.CPUs > 0 {
		const period = 100000 // µs
		q := strconv.FormatInt(int64(lim.CPUs*period), 10)
		settings = append(settings, setting{
			controller: "cpu",
			v2:         [][2]string{{"cpu.max", q + " " + strconv.Itoa(period)}},
			v1:         [][2]string{{"cpu.cfs_period_us", strconv.Itoa(period)}, {"cpu.cfs_quota_us", q}},
		})
	}
	for _, s := range settings {
		if _, err := os.Stat(filepath.Join(j.dir, s.v2[0][0])); err == nil {
			if err := writeAll(j.dir, s.v2, s.optional); err != nil {
				return err
			}
			continue
		}
		base, err := cgroupV1Base(s.controller)
		if err != nil {
			return fmt.Errorf("a %s limit needs the %s controller of cgroups: %w", s.controller, s.controller, err)
		}
		d := filepath.Join(base, cgroupPrefix+mark)
		if err := os.Mkdir(d, 0o755); err != nil {
			return fmt.Errorf("a %s limit needs the %s controller of cgroups: %w", s.controller, s.controller, err)
		}
		j.v1 = append(j.v1, d)
		if err := writeAll(d, s.v1, s.optional); err != nil {
			return err
		}
	}
	return nil
}

func writeAll(dir string, kv [][2]string, optional map[string]bool) error {
	for _, f := range kv {
		if err := writeFile(filepath.Join(dir, f[0]), f[1]); err != nil && !optional[f[0]] {
			return fmt.Errorf("player cgroup: %w", err)
		}
	}
	return nil
}

func writeFile(path, v string) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	_, err = f.WriteString(v)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// cgroupV2Base is the arena process's own cgroup v2 directory: the mount
// point of the cgroup2 file system (/sys/fs/cgroup, or
// /sys/fs/cgroup/unified in a hybrid layout) joined with the path of the
// "0::" line of /proc/self/cgroup.
func cgroupV2Base() (string, error) {
	mnt, err := cgroupMount(func(fstype, _ string) bool { return fstype == "cgroup2" })
	if err != nil {
		return "", err
	}
	path, err := ownCgroup(func(ctrls string) bool { return ctrls == "" })
	if err != nil {
		return "", err
	}
	return filepath.Join(mnt, path), nil
}

// cgroupV1Base is the arena process's own cgroup v1 directory of a
// controller.
func cgroupV1Base(controller string) (string, error) {
	mnt, err := cgroupV1Mount(controller)
	if err != nil {
		return "", err
	}
	path, err := ownCgroup(func(ctrls string) bool { return hasController(ctrls, controller) })
	if err != nil {
		return "", err
	}
	return filepath.Join(mnt, path), nil
}

// cgroupV1Mount is the mount point of the cgroup v1 hierarchy of a
// controller.
func cgroupV1Mount(controller string) (string, error) {
	return cgroupMount(func(fstype, opts string) bool { return fstype == "cgroup" && hasController(opts, controller) })
}

// hasController reports whether a comma-separated list names controller.
func hasController(list, controller string) bool {
	return slices.Contains(strings.Split(list, ","), controller)
}

// cgroupMount finds a mount point in /proc/self/mountinfo by its file
// system type and super options.
func cgroupMount(match func(fstype, opts string) bool) (string, error) {
	f, err := os.Open("/proc/self/mountinfo")
	if err != nil {
		return "", err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		pre, post, ok := strings.Cut(sc.Text(), " - ")
		if !ok {
			continue
		}
		a, b := strings.Fields(pre), strings.Fields(post)
		if len(a) >= 5 && len(b) >= 3 && match(b[0], b[2]) {
			return a[4], nil
		}
	}
	return "", errors.New("no such cgroup file system mounted")
}

// ownCgroup is this process's path in the hierarchy whose controller list
// (the middle field of /proc/self/cgroup) matches.
func ownCgroup(match func(ctrls string) bool) (string, error) {
	b, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return "", err
	}
	for _, l := range strings.Split(string(b), "\n") {
		parts := strings.SplitN(l, ":", 3)
		if len(parts) == 3 && match(parts[1]) {
			return parts[2], nil
		}
	}
	return "", errors.New("not in such a cgroup")
}

// cgroupUsable reports whether this process can hold players in cgroups
// v2: it makes a probe cgroup below its own, with cgroup.kill and
// cgroup.freeze, and clears cgroups left by arena processes that are gone.
func cgroupUsable() bool {
	base, err := cgroupV2Base()
	if err != nil {
		return false
	}
	probe := filepath.Join(base, cgroupPrefix+strconv.Itoa(os.Getpid())+"-probe")
	if err := os.Mkdir(probe, 0o755); err != nil && !errors.Is(err, os.ErrExist) {
		return false
	}
	defer removeCgroup(probe)
	for _, f := range []string{"cgroup.kill", "cgroup.freeze", "cgroup.procs"} {
		if _, err := os.Stat(filepath.Join(probe, f)); err != nil {
			return false
		}
	}
	clearStale()
	return true
}
