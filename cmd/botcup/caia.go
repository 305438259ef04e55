package main

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"botcup/caia"
	"botcup/game"
)

func init() {
	helpTexts["caia"] = helpText{
		usage: "botcup caia referee GAME [-opt NAME=VALUE]... [-seed S] [LOG]",
		about: "Plays one game of GAME as a referee of CodeCup's CAIA: caiaio starts it with the path of\n" +
			"its log as last argument, and it speaks the referee's side on stdin and stdout (\"N text\",\n" +
			"\"I listen N\", \"I request_time N\", \"M report P1 P2 MESSAGE\"). P1 and P2 are each player's\n" +
			"contest score (a faulty player's 0); MESSAGE is \"finished\" or the faults, as p2_timeout.\n" +
			"The log gets the game as one record line: botcup replay LOG and botcup stats LOG read it.\n" +
			"A CAIA manager starts it through a one-line script (the README's \"CodeCup's CAIA\").",
		args: "  GAME        a two-player game (botcup games)\n  LOG         the log caiaio names (none: no log)",
		notes: "The seed: -seed, else $" + caia.SeedEnv + " (botcup sets it for a caia: referee it hosts), else random.\n" +
			"The other way round, a CAIA referee judges botcup's games as the game caia:PATH of\n" +
			"match, tournament and tune (botcup help match).",
		judgeOptions: "two-player",
	}
}

// caiaCmd runs `botcup caia referee GAME [-opt NAME=VALUE]... [-seed S] [LOG]`.
func (c *cli) caiaCmd(args []string) error {
	if len(args) == 0 || args[0] != "referee" {
		if len(args) > 0 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help") {
			return c.caiaReferee(args)
		}
		return usagef("usage: botcup caia referee GAME [-opt NAME=VALUE]... [-seed S] [LOG] (botcup help caia)")
	}
	return c.caiaReferee(args[1:])
}

func (c *cli) caiaReferee(args []string) error {
	fs := newFlags("caia")
	opts := optsFlag{}
	fs.Var(opts, "opt", "judge option `NAME=VALUE` (repeatable; botcup help caia lists each game's)")
	seedFlag := fs.String("seed", "", "the game's seed (default: $"+caia.SeedEnv+", else random)")
	pos, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) < 1 || len(pos) > 2 {
		return usagef("usage: botcup caia referee GAME [-opt NAME=VALUE]... [-seed S] [LOG] (a game and at most a log, not %d arguments)", len(pos))
	}
	_, judge, err := c.twoPlayer(pos[0], opts)
	if err != nil {
		return err
	}
	seed, err := refereeSeed(*seedFlag, os.Getenv(caia.SeedEnv))
	if err != nil {
		return err
	}
	var log *os.File
	if len(pos) == 2 {
		if log, err = os.Create(pos[1]); err != nil {
			return err
		}
		defer log.Close()
	}
	var jo map[string]string
	if len(opts) > 0 {
		jo = opts
	}
	var w io.Writer
	if log != nil {
		w = log
	}
	_, _, err = caia.Referee(judge, seed, jo, c.stdin, c.stdout, w)
	if log != nil {
		if cerr := log.Close(); err == nil {
			err = cerr
		}
	}
	return err
}

// refereeSeed is the seed of -seed, else of the environment's value, else
// a random one.
func refereeSeed(flagValue, env string) (uint64, error) {
	for _, s := range []struct{ what, v string }{{"-seed", flagValue}, {"$" + caia.SeedEnv, env}} {
		if s.v == "" {
			continue
		}
		n, err := strconv.ParseUint(s.v, 10, 64)
		if err != nil {
			return 0, usagef("%s: want a seed (an unsigned integer), not %q", s.what, s.v)
		}
		return n, nil
	}
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 0, fmt.Errorf("a random seed: %w", err)
	}
	return binary.LittleEndian.Uint64(b[:]), nil
}

// caiaGame is the game caia:PATH: the CAIA referee at PATH as its judge.
func caiaGame(name string) (game.Registration, error) {
	g, err := caia.Registration(name, strings.TrimPrefix(name, caia.Prefix))
	if err != nil {
		return g, usageError{err.Error()}
	}
	return g, nil
}

// caiaRun refuses what a run of the game g cannot honour when g is a CAIA
// referee's (caia:PATH): it names no clock, so -limit is required, and it
// plays no opening lines.
func (p *playFlags) caiaRun(g game.Registration) error {
	if g.Program == "" {
		return nil
	}
	if p.budget <= 0 {
		return usagef("%s: a CAIA referee names no clock: give -limit D, each player's thinking time per game", g.Name)
	}
	if p.suite.file != "" {
		return usagef("%s: a CAIA referee plays no opening lines: -openings cannot be honoured (vary the games with {seed} in the players' command lines)", g.Name)
	}
	return nil
}

// caiaJudges is a worker's game name (caia:PATH as the run names it)
// judged by its copy at path of the run's CAIA referee.
func caiaJudges(name, path string) (game.Registration, error) {
	if !caia.Is(name) {
		return game.Registration{}, fmt.Errorf("%s: no game of botcup's is judged by a program but caia:PATH", name)
	}
	return caia.Registration(name, path)
}
