// Command botcup is the contest player's toolbox: it plays bots against
// each other as the contest judge would, runs tournaments and solve rounds,
// replays recorded games, runs reference players and counts perft.
//
//	botcup match GAME [-n N] [-c C] [-seed S] [-sprt ELO0,ELO1] [-o FILE] [-json] A B
//	botcup tournament GAME [same options] P1 P2 P3 ...
//	botcup solve GAME [-time D] [-scoring contest|classic] [-boards FILE] [-max N] [-o FILE] [-json] P
//	botcup player GAME NAME [-seed S]
//	botcup replay FILE [-game K]       (a match's game K, or a solve record's board K)
//	botcup perft GAME -depth N [-board TEXT]
//	botcup games [-two-player|-puzzle]
//	botcup bundle GAME|PKG [-o FILE]   (the bot as one standalone file, dist/GAME.go)
//	botcup bench [GAME ...]            (fixed searches; the total nodes are the signature)
//
// A player is a command line ("./bin/more -budget 2s") or ref:NAME, a
// reference player of the game run as `botcup player GAME NAME`.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"botcup/arena"
)

// cli is the state every command sees: the registered games, where output
// goes, and the path of this binary (for ref: players).
type cli struct {
	games  []arena.Registration
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	self   string
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
		{"perft", "count move sequences from a position", (*cli).perft},
		{"games", "list the registered games", (*cli).listGames},
		{"bundle", "write a bot as one standalone source file", (*cli).bundleBot},
		{"bench", "run every game's fixed searches: nodes, speed, the signature", (*cli).benchSignature},
	}
}

// usageError is a command-line mistake: its message is followed by usage.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, a ...interface{}) error {
	return usageError{fmt.Sprintf(format, a...)}
}

// main runs args (without the program name) and returns the exit status:
// 0 success, 1 failure, 2 a usage error.
func (c *cli) main(args []string) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "-help" || args[0] == "help" {
		c.usage()
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	for _, cmd := range commands() {
		if cmd.name == args[0] {
			err := cmd.run(c, args[1:])
			if err == nil || errors.Is(err, errHelp) {
				return 0
			}
			fmt.Fprintf(c.stderr, "botcup %s: %v\n", cmd.name, err)
			var ue usageError
			if errors.As(err, &ue) {
				return 2
			}
			return 1
		}
	}
	fmt.Fprintf(c.stderr, "botcup: unknown command %q\n", args[0])
	c.usage()
	return 2
}

func (c *cli) usage() {
	fmt.Fprintln(c.stderr, "usage: botcup COMMAND [arguments]; commands:")
	for _, cmd := range commands() {
		fmt.Fprintf(c.stderr, "  %-11s %s\n", cmd.name, cmd.summary)
	}
}

// game finds a registered game by name.
func (c *cli) game(name string) (arena.Registration, error) {
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
	return arena.Registration{}, usagef("unknown game %q (known: %s)", name, known)
}

func main() {
	self, err := os.Executable()
	if err != nil {
		self = os.Args[0]
	}
	c := &cli{games: registrations(), stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, self: self}
	endPlayersOnSignal()
	os.Exit(c.main(os.Args[1:]))
}
