package proc

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
)

// limitControllers are the cgroup v1 controllers whose hierarchies may
// hold a player's limits (see cgroupJail.limit).
var limitControllers = []string{"memory", "cpu"}

// staleDepth bounds how deep the search for stale cgroups goes below a
// hierarchy's mount point.
const staleDepth = 8

// clearStale removes the cgroups that arena processes which died without
// ending their games (a kill -9 of botcup in a match) left behind, and
// kills what still runs in them: in the cgroup v2 hierarchy and in the v1
// hierarchies of the limits, wherever in them the dead arena made them
// (another session's botcup may have had another cgroup). A cgroup is
// stale when the arena process named in it (botcup-<pid>-<n>) is gone.
//
// Below this process's own v2 cgroup, where arena processes of this
// session made theirs, a stale cgroup is emptied with cgroup.kill;
// elsewhere only the processes that carry its mark (JailEnv=<pid>-<n>)
// are killed, since a pid in a name may be of another pid namespace: a
// cgroup that still holds others stays.
func clearStale() {
	own, _ := cgroupV2Base()
	var roots []string
	if mnt, err := cgroupMount(func(fstype, _ string) bool { return fstype == "cgroup2" }); err == nil {
		roots = append(roots, mnt)
	}
	for _, c := range limitControllers {
		if mnt, err := cgroupV1Mount(c); err == nil && !slices.Contains(roots, mnt) {
			roots = append(roots, mnt)
		}
	}
	for _, root := range roots {
		for _, dir := range staleCgroups(root) {
			clearCgroup(dir, own != "" && filepath.Dir(dir) == own)
		}
	}
}

// staleCgroups lists the stale cgroups below root.
func staleCgroups(root string) []string {
	var stale []string
	_ = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() || path == root {
			return nil
		}
		rest, ok := strings.CutPrefix(d.Name(), cgroupPrefix)
		if ok {
			pid, _, _ := strings.Cut(rest, "-")
			if n, err := strconv.Atoi(pid); err == nil && n != os.Getpid() && !processExists(n) {
				stale = append(stale, path)
			}
			return fs.SkipDir // an arena's cgroups hold none of their own
		}
		if strings.Count(strings.TrimPrefix(path, root), "/") >= staleDepth {
			return fs.SkipDir
		}
		return nil
	})
	return stale
}

// clearCgroup kills what runs in a stale cgroup (all of it with
// cgroup.kill, or only the processes with its mark) and removes it.
func clearCgroup(dir string, all bool) {
	j := &cgroupJail{dir: dir, fd: -1}
	if all {
		j.kill()
	} else {
		mark := []byte(JailEnv + "=" + strings.TrimPrefix(filepath.Base(dir), cgroupPrefix) + "\x00")
		for _, pid := range j.pids() {
			if bytes.Contains(procInfo{}.environ(pid), mark) {
				_ = syscall.Kill(pid, syscall.SIGKILL)
			}
		}
	}
	removeCgroup(dir)
}
