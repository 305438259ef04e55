package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"time"

	"botcup/arena"
)

// newFlags is a flag set that reports errors instead of exiting.
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet("botcup "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// errHelp is returned after -h printed a command's flags: exit status 0.
var errHelp = errors.New("help requested")

// parse parses args with fs, allowing flags before, between and after the
// positional arguments, which it returns. -h prints the flags.
func (c *cli) parse(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); errors.Is(err, flag.ErrHelp) {
			fmt.Fprintf(c.stderr, "flags of %s:\n", fs.Name())
			fs.SetOutput(c.stderr)
			fs.PrintDefaults()
			return nil, errHelp
		} else if err != nil {
			return nil, usageError{err.Error()}
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// optsFlag collects repeated -opt name=value judge options.
type optsFlag map[string]string

func (o optsFlag) String() string {
	keys := make([]string, 0, len(o))
	for k := range o {
		keys = append(keys, k+"="+o[k])
	}
	sort.Strings(keys)
	return strings.Join(keys, ",")
}

func (o optsFlag) Set(s string) error {
	k, v, ok := strings.Cut(s, "=")
	if !ok || k == "" {
		return fmt.Errorf("want name=value, not %q", s)
	}
	o[k] = v
	return nil
}

// sprtFlag parses -sprt ELO0,ELO1 (normalized Elo).
type sprtFlag struct{ sprt *arena.SPRT }

func (s *sprtFlag) String() string {
	if s.sprt == nil {
		return ""
	}
	return fmt.Sprintf("%g,%g", s.sprt.Elo0, s.sprt.Elo1)
}

func (s *sprtFlag) Set(v string) error {
	a, b, ok := strings.Cut(v, ",")
	if !ok {
		return fmt.Errorf("want ELO0,ELO1, not %q", v)
	}
	e0, err0 := strconv.ParseFloat(strings.TrimSpace(a), 64)
	e1, err1 := strconv.ParseFloat(strings.TrimSpace(b), 64)
	if err0 != nil || err1 != nil {
		return fmt.Errorf("want two numbers ELO0,ELO1, not %q", v)
	}
	if e0 >= e1 {
		return fmt.Errorf("ELO0 must be below ELO1, not %q", v)
	}
	s.sprt = &arena.SPRT{Elo0: e0, Elo1: e1, Alpha: arena.SPRTError, Beta: arena.SPRTError}
	return nil
}

// playFlags are the options match and tournament share.
type playFlags struct {
	games       int
	concurrency int
	seed        uint64
	out         string
	json        bool
	quiet       bool
	budget      time.Duration
	opts        optsFlag
	limits      arena.Limits
	startup     time.Duration
}

func (p *playFlags) register(fs *flag.FlagSet, gamesHelp string) {
	p.opts = optsFlag{}
	fs.IntVar(&p.games, "n", 10, gamesHelp)
	fs.IntVar(&p.concurrency, "c", 1, "games played at once")
	fs.Uint64Var(&p.seed, "seed", 1, "seed of the first pair; pair k plays a seed derived from it")
	fs.StringVar(&p.out, "o", "", "JSON-lines record file; an existing one is resumed")
	fs.BoolVar(&p.json, "json", false, "print a JSON summary as the last line")
	fs.BoolVar(&p.quiet, "q", false, "no progress bar")
	fs.DurationVar(&p.budget, "budget", 0, "thinking time per player per game (default: the rules')")
	fs.Var(p.opts, "opt", "judge option name=value (repeatable)")
	fs.DurationVar(&p.startup, "startup", arena.DefaultStartup, "how long a program may start up off its clock, until it waits for its first input (more on a loaded machine)")
	fs.Var((*memFlag)(&p.limits.Memory), "mem", "memory limit per player, e.g. 256M, held by its cgroup (the contest texts name none: no limit by default)")
	fs.Float64Var(&p.limits.CPUs, "cpus", 0, "CPU limit per player in cores, e.g. 1, held by its cgroup (the contest texts name none; Amazes forbade extra processes): 0, no limit")
}

func (p *playFlags) check() error {
	if p.concurrency < 1 {
		return usagef("-c must be at least 1, not %d", p.concurrency)
	}
	if p.budget < 0 {
		return usagef("-budget must not be negative")
	}
	if p.games <= 0 || p.games%2 != 0 {
		return usagef("-n must be even and positive (games are played in pairs), not %d", p.games)
	}
	if p.startup <= 0 {
		return usagef("-startup must be positive, not %v", p.startup)
	}
	if p.limits.CPUs < 0 {
		return usagef("-cpus must not be negative, not %g", p.limits.CPUs)
	}
	return arena.CheckLimits(p.limits)
}

// memFlag parses -mem SIZE.
type memFlag int64

func (m *memFlag) String() string {
	if m == nil || *m == 0 {
		return ""
	}
	return strconv.FormatInt(int64(*m), 10)
}

func (m *memFlag) Set(s string) error {
	v, err := arena.ParseMemory(s)
	*m = memFlag(v)
	return err
}
