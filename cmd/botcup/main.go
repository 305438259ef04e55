// Command botcup is the contest player's toolbox: it plays bots against
// each other as the contest judge would, runs tournaments and solve rounds,
// replays recorded games, runs reference players and counts perft.
//
//	botcup match GAME [flags] A B      (flags: botcup help match)
//	botcup tournament GAME [flags] P1 P2 P3 ...
//	botcup solve GAME [-time D] [-scoring contest|classic] [-boards FILE] [-max N] [-o FILE] [-json[=FILE]] P
//	botcup player GAME NAME [-seed S]
//	botcup worker URL [-c N] [-token T | -creds FILE]  (plays the pairs of runs given -workers URL or -serve ADDR)
//	botcup caia referee GAME [-opt NAME=VALUE]... [LOG]  (a CAIA referee on stdin/stdout; caia:PATH is a CAIA referee as a game)
//	botcup replay FILE [-game K] [-html [-o FILE.html]]  (a match's game K, or a solve record's board K; -html: a page of every game)
//	botcup stats FILE...               (any records, no schedule: distinct games, W/D/L, Elo, faults)
//	botcup perft GAME -depth N [-board TEXT]
//	botcup openings GAME -plies N -n K [-balanced [-depth D] [-margin P]] [-seed S] [-o FILE]
//	botcup games [-two-player|-puzzle]
//	botcup bundle GAME|PKG [-o FILE]   (the bot as one standalone file, dist/GAME.go)
//	botcup bench [GAME ...]            (fixed searches; the total nodes are the signature)
//	botcup new NAME                    (a new game's skeleton in NAME/, registered in games.go)
//	botcup help [COMMAND]              (or -h / --help anywhere)
//
// A player is a command line ("./bin/GAME -budget 2s") or ref:NAME, a
// reference player of the game run as `botcup player GAME NAME`.
//
// Exit status: 0 success, 1 failure (for match and tournament: also when a
// player faulted), 2 a usage error, 130 interrupted by SIGINT or SIGTERM
// (after the table of the games that finished). The games botcup knows
// are the registry in games.go.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"botcup/caia"
	"botcup/game"
)

// cli is the state every command sees: the registered games, where output
// goes, and the path of this binary (for ref: players).
type cli struct {
	games  []game.Registration
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	self   string
	live   bool // stderr is a terminal: a live progress bar
}

// command is one `botcup` subcommand.
type command struct {
	name    string
	summary string
	run     func(c *cli, args []string) error
}

// commands is the dispatch table: one entry, and one file, per command.
func commands() []command {
	return []command{
		{"match", "play two players against each other", (*cli).match},
		{"tournament", "play a round robin between several players", (*cli).tournament},
		{"solve", "run a single-player bot on boards and score its solutions", (*cli).solve},
		{"player", "run a reference player on stdin/stdout", (*cli).player},
		{"replay", "show a recorded game move by move", (*cli).replay},
		{"stats", "sum up record files: distinct games, W/D/L, Elo, faults, score margins", (*cli).stats},
		{"perft", "count move sequences from a position", (*cli).perft},
		{"openings", "write an opening suite: random (or balanced) lines from the start", (*cli).openings},
		{"games", "list the registered games", (*cli).listGames},
		{"bundle", "write a bot as one standalone source file", (*cli).bundleBot},
		{"bench", "run every game's fixed searches: nodes, speed, the signature", (*cli).benchSignature},
		{"tune", "tune a bot's -param parameters by SPSA in games against itself", (*cli).tune},
		{"new", "make a new game's folder: a skeleton that compiles and passes its kits", (*cli).newGame},
		{"caia", "CodeCup's CAIA: play a game as a CAIA referee (botcup caia referee GAME)", (*cli).caiaCmd},
		{"worker", "play the pairs of a queue's runs (match, tournament, tune -workers or -serve)", (*cli).worker},
	}
}

// usageError is a command-line mistake: its message is followed by usage.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, a ...interface{}) error {
	return usageError{fmt.Sprintf(format, a...)}
}

// The exit statuses.
const (
	exitFailure     = 1
	exitUsage       = 2
	exitInterrupted = 130 // 128 + SIGINT, as shells report it
)

// main runs args (without the program name) and returns the exit status.
func (c *cli) main(args []string) int {
	if len(args) == 0 {
		c.usage(c.stderr)
		return exitUsage
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		if len(args) == 1 {
			c.usage(c.stdout)
			return 0
		}
		for _, cmd := range commands() {
			if cmd.name == args[1] {
				return c.main([]string{cmd.name, "-h"})
			}
		}
		fmt.Fprintf(c.stderr, "botcup help: unknown command %q\n", args[1])
		c.usage(c.stderr)
		return exitUsage
	}
	for _, cmd := range commands() {
		if cmd.name == args[0] {
			err := cmd.run(c, args[1:])
			if err == nil || errors.Is(err, errHelp) {
				return 0
			}
			if errors.Is(err, context.Canceled) {
				fmt.Fprintf(c.stderr, "botcup %s: interrupted: every player was killed; the table covers what finished before the signal (and so does the record file)\n", cmd.name)
				return exitInterrupted
			}
			fmt.Fprintf(c.stderr, "botcup %s: %v\n", cmd.name, err)
			var ue usageError
			if errors.As(err, &ue) {
				return exitUsage
			}
			return exitFailure
		}
	}
	fmt.Fprintf(c.stderr, "botcup: unknown command %q\n", args[0])
	c.usage(c.stderr)
	return exitUsage
}

func (c *cli) usage(w io.Writer) {
	fmt.Fprintln(w, "usage: botcup COMMAND [arguments]; commands:")
	for _, cmd := range commands() {
		fmt.Fprintf(w, "  %-11s %s\n", cmd.name, cmd.summary)
	}
	fmt.Fprintln(w, "botcup help COMMAND (or botcup COMMAND -h) shows a command's arguments, flags and output.")
	fmt.Fprintln(w, "exit status: 0 success, 1 failure (match, tournament, solve: also a fault), 2 a usage error, 130 interrupted")
}

// faultsError is the error of a match or tournament whose players faulted
// n times, or nil.
func faultsError(n, games int) error {
	if n == 0 {
		return nil
	}
	return fmt.Errorf("%d fault(s) in %d games (listed above): each faulty side lost its game", n, games)
}

// game finds a registered game by name.
func (c *cli) game(name string) (game.Registration, error) {
	if caia.Is(name) {
		return caiaGame(name)
	}
	for _, g := range c.games {
		if g.Name == name {
			return g, nil
		}
	}
	names := make([]string, 0, len(c.games))
	for _, g := range c.games {
		names = append(names, g.Name)
	}
	sort.Strings(names)
	known := strings.Join(names, ", ")
	if known == "" {
		known = "none registered yet"
	}
	return game.Registration{}, usagef("unknown game %q (known: %s)", name, known)
}

func main() {
	self, err := os.Executable()
	if err != nil {
		self = os.Args[0]
	}
	c := &cli{games: registrations(), stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, self: self, live: isTerminal(os.Stderr)}
	os.Exit(c.main(os.Args[1:]))
}
