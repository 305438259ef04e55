package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	"botcup/arena"
	"botcup/arena/proc"
	"botcup/arena/stats"
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
// positional arguments, which it returns. -h, -help or --help anywhere
// prints the command's help to stdout (exit status 0).
//
// In a command that takes players (GAME then players), a bot's flags left
// unquoted would be botcup's or unknown: a flag between two players is
// refused, and an unknown flag after a player gets a hint to quote the
// bot's command line.
func (c *cli) parse(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	players := playerCommands[strings.TrimPrefix(fs.Name(), "botcup ")]
	var between []string // flags given after a player, while another may follow
	for {
		rest := args
		if err := fs.Parse(args); errors.Is(err, flag.ErrHelp) {
			c.help(c.stdout, strings.TrimPrefix(fs.Name(), "botcup "), fs)
			return nil, errHelp
		} else if err != nil {
			if players && len(pos) >= 2 && strings.HasPrefix(err.Error(), "flag provided but not defined") {
				name := strings.TrimPrefix(err.Error(), "flag provided but not defined: ")
				return nil, usagef("%v: if it is the bot's flag, quote the bot's command line with its flags: %q", err, pos[len(pos)-1]+" "+botFlags(rest, name))
			}
			return nil, usageError{err.Error()}
		}
		args = fs.Args()
		if given := rest[:len(rest)-len(args)]; players && len(pos) >= 2 && len(args) > 0 && len(given) > 0 && given[0] != "--" {
			between = given
		}
		if len(args) == 0 {
			return pos, nil
		}
		if len(between) > 0 && args[0] != "--" {
			return nil, usagef("%s stands between the players %s and %s: a bot's flags go inside its quoted command line (%q); botcup's own flags go before or after the players",
				strings.Join(between, " "), pos[len(pos)-1], args[0], pos[len(pos)-1]+" "+strings.Join(between, " "))
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// playerCommands are the commands whose arguments are GAME and players.
var playerCommands = map[string]bool{"match": true, "tournament": true, "tune": true, "solve": true}

// botFlags are the flags at the head of args up to the unknown flag name,
// with the value that seems to follow it (one that names no player: no
// "/", ":" or space), for a hint.
func botFlags(args []string, name string) string {
	for i, a := range args {
		if a != name && !strings.HasPrefix(a, name+"=") {
			continue
		}
		if i+1 < len(args) && !strings.HasPrefix(args[i+1], "-") && !strings.ContainsAny(args[i+1], "/: ") && !strings.Contains(a, "=") {
			i++
		}
		return strings.Join(args[:i+1], " ")
	}
	return name
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

// sprtFlag parses -sprt ELO0,ELO1.
type sprtFlag struct {
	set        bool
	elo0, elo1 float64
}

func (s *sprtFlag) String() string {
	if s == nil || !s.set {
		return ""
	}
	return fmt.Sprintf("%g,%g", s.elo0, s.elo1)
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
	s.set, s.elo0, s.elo1 = true, e0, e1
	return nil
}

// sprtFlags are -sprt, -sprt-model, -alpha and -beta, as fastchess has them.
type sprtFlags struct {
	bounds      sprtFlag
	model       string
	alpha, beta float64
}

func (s *sprtFlags) register(fs *flag.FlagSet) {
	fs.Var(&s.bounds, "sprt", "stop once a pentanomial SPRT of ELO0,ELO1 (Elo bounds under -sprt-model) decides")
	fs.StringVar(&s.model, "sprt-model", stats.SPRTNormalized, "SPRT model: normalized (bounds in normalized Elo, as fishtest) or logistic (bounds in Elo)")
	fs.Float64Var(&s.alpha, "alpha", stats.SPRTError, "SPRT false-positive rate (accepting H1 when H0 holds)")
	fs.Float64Var(&s.beta, "beta", stats.SPRTError, "SPRT false-negative rate (accepting H0 when H1 holds)")
}

// sprt is the test asked for, or nil; -sprt-model, -alpha or -beta without
// -sprt is a usage error.
func (s *sprtFlags) sprt(fs *flag.FlagSet) (*stats.SPRT, error) {
	if !s.bounds.set {
		var stray []string
		fs.Visit(func(f *flag.Flag) {
			if f.Name == "sprt-model" || f.Name == "alpha" || f.Name == "beta" {
				stray = append(stray, "-"+f.Name)
			}
		})
		if len(stray) > 0 {
			return nil, usagef("%s without -sprt ELO0,ELO1", strings.Join(stray, ", "))
		}
		return nil, nil
	}
	t := &stats.SPRT{Elo0: s.bounds.elo0, Elo1: s.bounds.elo1, Alpha: s.alpha, Beta: s.beta, Model: s.model}
	if err := t.Check(); err != nil {
		return nil, usageError{err.Error()}
	}
	return t, nil
}

// jsonFlag is -json (the summary as JSON on stdout, the table on stderr)
// or -json=FILE (the summary written to FILE, the table on stdout).
type jsonFlag struct{ dest string } // "": none, "-": stdout, else a file

func (j *jsonFlag) IsBoolFlag() bool { return true }

func (j *jsonFlag) String() string {
	if j == nil {
		return ""
	}
	return j.dest
}

func (j *jsonFlag) Set(v string) error {
	switch v {
	case "true", "-":
		j.dest = "-"
	case "false", "":
		j.dest = ""
	default:
		j.dest = v
	}
	return nil
}

func (j *jsonFlag) register(fs *flag.FlagSet) {
	fs.Var(j, "json", "the summary as JSON: -json prints only JSON to stdout (the table goes to stderr); -json=FILE writes it to FILE")
}

// toStdout reports whether the JSON summary takes stdout.
func (j *jsonFlag) toStdout() bool { return j.dest == "-" }

// write writes v as JSON to stdout or the file; w is stdout.
func (j *jsonFlag) write(w io.Writer, v interface{}) error {
	switch j.dest {
	case "":
		return nil
	case "-":
		return writeJSON(w, v)
	}
	f, err := os.Create(j.dest)
	if err != nil {
		return err
	}
	if err := writeJSON(f, v); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// budgetFlag refuses -budget: it is a bot's flag, not the arena's.
func budgetFlag(fs *flag.FlagSet) {
	fs.Func("budget", "refused: -budget is a bot's own flag; put it in the bot's command line (\"bin/GAME -budget 2s\") and give the arena's limit with -limit", func(string) error {
		return errors.New("-budget is a bot's flag, not the arena's: put it inside the bot's command line, quoted (\"bin/GAME -budget 2s\"), and give the arena's per-player limit with -limit")
	})
}

// playFlags are the options match, tournament and tune share.
type playFlags struct {
	games       int
	concurrency int
	seed        uint64
	out         string
	json        jsonFlag
	quiet       bool
	budget      time.Duration // the arena's limit, -limit (GameOptions.Budget)
	opts        optsFlag
	suite       suiteFlags
	limits      proc.Limits
	startup     time.Duration
	fs          *flag.FlagSet // to tell -limit 0 from no -limit
}

func (p *playFlags) register(fs *flag.FlagSet, gamesHelp string) {
	p.opts = optsFlag{}
	p.fs = fs
	fs.IntVar(&p.games, "n", 10, gamesHelp)
	fs.IntVar(&p.concurrency, "c", 1, "games played at once")
	fs.Uint64Var(&p.seed, "seed", 1, "seed of the first pair; pair k plays a seed derived from it ({seed} in a player's command line)")
	fs.StringVar(&p.out, "o", "", "JSON-lines record file; an existing one is resumed")
	p.json.register(fs)
	fs.BoolVar(&p.quiet, "q", false, "no progress (a live bar on a terminal, else a line every 10s)")
	fs.DurationVar(&p.budget, "limit", 0, "the arena's thinking-time limit per player per game, as the contest's clock (default: the rules'); a bot's own budget goes in its command line")
	budgetFlag(fs)
	fs.Var(p.opts, "opt", "judge option `NAME=VALUE` (repeatable; botcup help "+strings.TrimPrefix(fs.Name(), "botcup ")+" lists each game's)")
	p.suite.register(fs)
	fs.DurationVar(&p.startup, "startup", arena.DefaultStartup, "how long a program may start up off its clock, until it waits for its first input (more on a loaded machine)")
	fs.Var((*memFlag)(&p.limits.Memory), "mem", "memory limit per player, e.g. 256M, held by its cgroup (the contest texts name none: no limit by default)")
	fs.Float64Var(&p.limits.CPUs, "cpus", 0, "CPU limit per player in cores, e.g. 1, held by its cgroup (the contest texts name none; Amazes forbade extra processes): 0, no limit")
}

func (p *playFlags) check() error {
	if p.concurrency < 1 {
		return usagef("-c must be at least 1, not %d", p.concurrency)
	}
	if p.budget < 0 {
		return usagef("-limit must not be negative")
	}
	if p.budget == 0 && isSet(p.fs, "limit") {
		return usagef("-limit must be positive, not 0s (leave it out for the rules' limit)")
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
	if err := proc.CheckLimits(p.limits); err != nil {
		return err
	}
	return p.suite.check()
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
	v, err := proc.ParseMemory(s)
	*m = memFlag(v)
	return err
}

// isSet reports whether flag name was given on the command line.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
