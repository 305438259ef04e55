package proc

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Limits are optional per-player resource limits, held by the player's
// cgroup (see jail). The contest texts name no memory or CPU figure: the
// CodeCup ran every entry "on the same hardware" and forbade starting
// other programs or extra processes (Amazes, 9.6), files and network, and
// thinking in the opponent's time; SameGame gave each entrant a machine of
// its own. So both limits are off unless asked for: -mem bounds a player's
// memory (its whole cgroup, swap included), -cpus its CPU bandwidth in
// cores (1 = one core, the one process the CodeCup allowed).
type Limits struct {
	Memory int64   // bytes; 0: no limit
	CPUs   float64 // cores; 0: no limit
}

func (l Limits) none() bool { return l.Memory == 0 && l.CPUs == 0 }

var ErrLimitsNeedCgroup = errors.New("memory and CPU limits need cgroups, and this process cannot make one (a subreaper holds its players)")

// CheckLimits makes and removes a jail with l, so that a limit the machine
// cannot apply is refused before a match starts.
func CheckLimits(l Limits) error {
	if l.Memory < 0 || l.CPUs < 0 {
		return errors.New("limits must not be negative")
	}
	if l.none() {
		return nil
	}
	j, _, err := newJail(containDetect, l)
	if err != nil {
		return err
	}
	j.release()
	return nil
}

// ParseMemory parses a memory size: a number of bytes with an optional
// binary suffix K, M or G (256M = 256 MiB).
func ParseMemory(s string) (int64, error) {
	t := strings.TrimSpace(s)
	mul := int64(1)
	if n := len(t); n > 0 {
		switch t[n-1] {
		case 'K', 'k':
			mul = 1 << 10
		case 'M', 'm':
			mul = 1 << 20
		case 'G', 'g':
			mul = 1 << 30
		}
		if mul > 1 {
			t = t[:n-1]
		}
	}
	v, err := strconv.ParseInt(t, 10, 64)
	if err != nil || v <= 0 || v > (1<<62)/mul {
		return 0, fmt.Errorf("want a positive size such as 256M (K, M, G: binary units), not %q", s)
	}
	return v * mul, nil
}

// FormatMemory writes a memory size as ParseMemory reads it, in the
// largest binary unit that divides it: 256M, 1G, 1000.
func FormatMemory(b int64) string {
	for _, u := range []struct {
		suffix string
		size   int64
	}{{"G", 1 << 30}, {"M", 1 << 20}, {"K", 1 << 10}} {
		if b >= u.size && b%u.size == 0 {
			return strconv.FormatInt(b/u.size, 10) + u.suffix
		}
	}
	return strconv.FormatInt(b, 10)
}
