package duel

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"botcup/search"
	"botcup/search/botflag"
)

// Command is the command line of a two-player duel bot: what
// the bot is, the defaults of its flags and the game's bench and play. Its
// Main is the bot's whole main.
type Command struct {
	// Name is the bot's name, for -h and its error lines (the game's).
	Name string
	// About says what the bot is, for -h (botflag.Usage).
	About string
	// Budget and Engine are the defaults of -budget and -engine.
	Budget time.Duration
	Engine string
	// Bench makes the bench's fixed searches, run by -bench.
	Bench func() []search.BenchCase
	// Params are the bot's tunable constants, set by -param and listed by
	// -params; nil means none.
	Params botflag.Params
	// Play plays one game on in and out with the options the flags give
	// (the game's Run).
	Play func(in io.Reader, out io.Writer, opts BotOptions) error
}

// Main is the main of the bot c describes, for its cmd/<name>/main.go to
// call as os.Exit(c.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)). It
// parses args, the optional flags (the contest runs the bot with none):
//
//	-budget D   total thinking time for the game (default c.Budget)
//	-seed N     seed of the random choices (0: from the clock)
//	-engine K   ab, mcts, greedy or random (default c.Engine)
//	-depth N    search every move to depth N only: repeatable play; it
//	            makes alpha-beta the engine unless -engine names one (an
//	            error with mcts, which -playouts makes repeatable)
//	-playouts N MCTS runs exactly N playouts a move: repeatable play
//	-opening N  play the first N moves at random (variety for matches)
//	-line "M1 M2 ..."  an opening line from the start: play this side's
//	            moves of it before thinking (the arena's {opening}); the
//	            -opening moves come after it
//	-v          write the reasoning to stderr
//	-bench      run the bench's fixed searches, print nodes and the
//	            signature, and exit
//	-param name=value  set one of c.Params (repeatable); -params lists
//	            them as JSON and exits (what botcup tune reads)
//
// then runs the bench (search.RunBench on c.Bench()) or plays the game
// with c.Play on stdin and stdout. It returns the exit status: 0, 1 when
// the game ends in an error (written to stderr as "name: error"), 2 for
// bad flags (0 for -h).
func (c Command) Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	name, params := c.Name, c.Params
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	botflag.Usage(fs, name, c.About)
	var opts BotOptions
	fs.DurationVar(&opts.Budget, "budget", c.Budget, "total thinking time for the game")
	fs.Uint64Var(&opts.Seed, "seed", 1, "seed of the engine's random choices (0: from the clock)")
	fs.StringVar(&opts.Engine, "engine", c.Engine, "ab (alpha-beta), mcts, greedy or random")
	fs.IntVar(&opts.MaxDepth, "depth", 0, "search every move to this depth only (0: as time allows); repeatable play for tests")
	fs.IntVar(&opts.Playouts, "playouts", 0, "MCTS runs exactly this many playouts a move (0: as time allows); repeatable play for tests")
	fs.IntVar(&opts.RandomOpening, "opening", 0, "play the first N moves at random (variety for matches)")
	line := fs.String("line", "", "opening line from the start, moves separated by blanks: play this side's moves of it first")
	verbose := fs.Bool("v", false, "write the reasoning to stderr")
	runBench := fs.Bool("bench", false, "run the bench's fixed searches, print nodes and the signature, exit")
	listParams := params.Register(fs)
	if err := fs.Parse(args); errors.Is(err, flag.ErrHelp) {
		return 0 // -h: the usage is printed
	} else if err != nil {
		return 2
	}
	if *listParams {
		if err := params.WriteJSON(stdout); err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", name, err)
			return 1
		}
		if len(params) == 0 {
			fmt.Fprintf(stderr, "%s: no tunable parameters (the JSON list above is empty)\n", name)
		}
		return 0
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "%s: unexpected arguments %q\n", name, fs.Args())
		return 2
	}
	if err := botflag.Check(botflag.PositiveDuration("budget", opts.Budget), botflag.OneOf("engine", opts.Engine, AlphaBeta, MCTS, Greedy, Random),
		botflag.AtLeast("depth", opts.MaxDepth, 0), botflag.AtLeast("playouts", opts.Playouts, 0), botflag.AtLeast("opening", opts.RandomOpening, 0)); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
		return 2
	}
	engineSet := false
	fs.Visit(func(f *flag.Flag) { engineSet = engineSet || f.Name == "engine" })
	if opts.MaxDepth != 0 && !engineSet {
		opts.Engine = AlphaBeta
	}
	if opts.MaxDepth != 0 && opts.Engine == MCTS {
		fmt.Fprintf(stderr, "%s: -depth is alpha-beta's; MCTS plays repeatably with -playouts\n", name)
		return 2
	}
	if *runBench {
		search.RunBench(stdout, c.Bench())
		return 0
	}
	if *line != "" {
		opts.Line = strings.Fields(*line)
	}
	if *verbose {
		opts.Log = stderr
	}
	if opts.Seed == 0 {
		opts.Seed = uint64(time.Now().UnixNano())
	}
	if err := c.Play(stdin, stdout, opts); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
		return 1
	}
	return 0
}
