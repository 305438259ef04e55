package search

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"
)

// DuelCommand is the main of a two-player duel bot (Bao, Invers), for its
// cmd/<name>/main.go to call as os.Exit(search.DuelCommand(...)); about
// says what the bot is, for -h (BotUsage). It parses args, the optional
// flags (the contest runs the bot with none):
//
//	-budget D   total thinking time for the game (default budget)
//	-seed N     seed of the random choices (0: from the clock)
//	-engine K   ab, mcts, greedy or random (default engine)
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
//	-param name=value  set one of params (repeatable); -params lists them
//	            as JSON and exits (what botcup tune reads)
//
// then runs the bench (RunBench on bench()) or plays the game with run on
// stdin and stdout. It returns the exit status: 0, 1 when the game ends in
// an error (written to stderr as "name: error"), 2 for bad flags (0 for -h).
func DuelCommand(name, about string, args []string, stdin io.Reader, stdout, stderr io.Writer,
	budget time.Duration, engine string, bench func() []BenchCase, params Params,
	run func(in io.Reader, out io.Writer, opts DuelBotOptions) error) int {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	BotUsage(fs, name, about)
	var opts DuelBotOptions
	fs.DurationVar(&opts.Budget, "budget", budget, "total thinking time for the game")
	fs.Uint64Var(&opts.Seed, "seed", 1, "seed of the engine's random choices (0: from the clock)")
	fs.StringVar(&opts.Engine, "engine", engine, "ab (alpha-beta), mcts, greedy or random")
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
	if err := BadFlag(PositiveDuration("budget", opts.Budget), OneOf("engine", opts.Engine, DuelAlphaBeta, DuelMCTS, DuelGreedy, DuelRandom),
		AtLeast("depth", opts.MaxDepth, 0), AtLeast("playouts", opts.Playouts, 0), AtLeast("opening", opts.RandomOpening, 0)); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
		return 2
	}
	engineSet := false
	fs.Visit(func(f *flag.Flag) { engineSet = engineSet || f.Name == "engine" })
	if opts.MaxDepth != 0 && !engineSet {
		opts.Engine = DuelAlphaBeta
	}
	if opts.MaxDepth != 0 && opts.Engine == DuelMCTS {
		fmt.Fprintf(stderr, "%s: -depth is alpha-beta's; MCTS plays repeatably with -playouts\n", name)
		return 2
	}
	if *runBench {
		RunBench(stdout, bench())
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
	if err := run(stdin, stdout, opts); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
		return 1
	}
	return 0
}
