package main

import (
	"botcup/arena/proc"
	"flag"
	"fmt"
	"io"
)

// helpText is a command's help beyond its flags: the usage line, what it
// does, its positional arguments, and notes (the output's columns).
type helpText struct {
	usage string
	about string
	args  string
	notes string
	// judgeOptions: list each game's -opt names (match, tournament,
	// solve); kind "two-player" or "puzzle".
	judgeOptions string
}

const playerArg = `a command line, quoted when it has arguments ("bin/GAME -budget 2s";
              {seed} in it becomes the game's seed), or ref:NAME, a reference player
              of the game (botcup games -long lists them)`

const solverArg = `a command line, quoted when it has arguments
              ("bin/GAME -budget 5s")`

const matchColumns = `The table (from the first player's side where it says so):
  games        games finished
  score        mean contest score per game (a faulted player's game scores 0)
  wins, draws, losses
               by the final scores; a faulty side loses the game (both faulty: a draw)
  crash ... early
               faults by kind: crash (died or non-zero exit), closed (closed its output
               or exited early), timeout (over -limit in total), illegal (move refused),
               output (line too long), early (printed before its turn)
  max time     the most thinking time the player used in one game
  pairs        pentanomial counts: pairs (same seed, sides swapped) in which the first
               player took 0, 1/2, 1, 3/2, 2 points
  Elo          logistic Elo difference from the pairs, with its 95% interval; a prior of
               one lost and one won pair keeps a few games from claiming certainty
  nElo         normalized Elo (as fishtest and fastchess), with its 95% interval
  LOS          likelihood of superiority: the chance the first player is the stronger
  draw ratio   the share of the first player's games drawn
  score diff   the mean per-game difference of final contest scores (what CodeCup ranks
               by), with its 95% interval from 5 complete pairs on (n/a below)
  SPRT         the log-likelihood ratio, its bounds ln(beta/(1-alpha)) and
               ln((1-beta)/alpha), and the decision: H1 (stronger by elo1) or H0
  faults       each fault: game, player, kind, move, detail, first stderr lines
Exit status 1 when any player faulted (the table is printed first), 130 when
interrupted (SIGINT, SIGTERM: every player is killed, the table covers the games
that finished, the record file holds exactly those).`

var helpTexts = map[string]helpText{
	"match": {
		usage: "botcup match GAME [flags] A B",
		about: `Plays A against B in pairs of games on the same seed, sides swapped, as the contest
judge would: each player's thinking time runs from its input sent to its line
received, summed per game against -limit; a faulty player scores 0 and loses the
game, the jury plays on for it. Prints the table and, on a terminal, a live bar with
the score, Elo and LLR (off a terminal a line every 10s; none with -q).`,
		args: "  GAME        a two-player game (botcup games -two-player), or caia:PATH: the CAIA referee\n              at PATH as its judge, with -limit (README: CodeCup's CAIA)\n  A, B        players: " + playerArg,
		notes: matchColumns + `

Examples:
  botcup match GAME -n 20 -c 1 "bin/GAME -budget 1s" ref:greedy
  botcup match GAME -n 400 -sprt 0,10 -o new.jsonl "new/GAME -budget 1s" "old/GAME -budget 1s"`,
		judgeOptions: "two-player",
	},
	"tournament": {
		usage: "botcup tournament GAME [flags] P1 P2 P3 ...",
		about: `Plays a round robin: every two players a match of -n games (pairs, sides swapped).
Prints each player's line (Elo against the field, from its wins, draws and losses
with a prior of one win and one loss) and the cross table (points of the row player
against the column player / games).`,
		args:         "  GAME        a two-player game, or caia:PATH (a CAIA referee; botcup help match)\n  P1 P2 ...   two or more players: " + playerArg,
		notes:        matchColumns,
		judgeOptions: "two-player",
	},
	"solve": {
		usage: "botcup solve GAME [flags] P",
		about: `Runs a single-player bot on each board for -time: the last complete line it printed
in time is its solution, scored under every scoring the judge knows.`,
		args: "  GAME        a single-player game (botcup games -puzzle)\n  P           the player: " + solverArg,
		notes: `The table: board (index), score (under -scoring), moves (in the solution),
lines (complete lines printed in time), last at (when the line that counts
arrived), fault (no solution, illegal, output: the board scores 0).
Exit status 1 when any board faulted (listed after the total, each with the
first lines of the player's stderr, which the record keeps), 130 when
interrupted (the boards finished are printed and recorded).

Examples:
  botcup solve GAME -time 5s -max 3 -scoring NAME "bin/GAME -scoring NAME"
  botcup solve GAME -time 2s -opt NAME=VALUE -o solve.jsonl bin/GAME`,
		judgeOptions: "puzzle",
	},
	"player": {
		usage: "botcup player GAME NAME [-seed S]",
		about: "Runs a reference player of GAME on stdin and stdout, speaking the contest protocol.",
		args:  "  GAME        a game\n  NAME        one of its reference players (botcup games -long)",
	},
	"replay": {
		usage: "botcup replay FILE [-game K] [-html [-o FILE.html]]",
		about: "Shows game K of a match or tournament record file move by move, the board drawn\nby the judge after each move; or board K of a solve record file. With -html, writes\none self-contained page that steps through every game of the record (or game K).",
		args:  "  FILE        a record file written with -o",
	},
	"perft": {
		usage: "botcup perft GAME -depth N [-board TEXT]",
		about: "Counts the move sequences of each length from 1 to N, with the time and leaves per second.",
		args:  "  GAME        a game with a perft (botcup games -long)",
	},
	"games": {
		usage: "botcup games [-two-player|-puzzle] [-openings] [-long]",
		about: "Lists the registered games, one name per line.",
	},
	"bundle": {
		usage: "botcup bundle GAME|PKG [-o FILE]",
		about: "Writes a bot as one standalone Go source file for submission (dist/GAME.go).",
		args:  "  GAME|PKG    a game's bot, or a package path",
	},
	"tune": {
		usage: "botcup tune GAME [flags] BOT",
		about: `Tunes BOT's -param parameters by SPSA as fishtest runs it: each iteration plays a
pair of games (same seed, sides swapped) between BOT with every parameter moved by
+c_k and by -c_k (the signs drawn from the seed), and moves every parameter by
a_k/c_k times the plus side's wins minus losses. -n games make -n/2 iterations, -c
of them at once from the same values. Prints the values every 10s, then their
history, the tuned values as -param flags and as Go to paste.`,
		args: "  GAME        a two-player game, or caia:PATH (a CAIA referee; botcup help match)\n  BOT         the bot: a command line that takes -param NAME=VALUE and lists its\n              parameters with -params; {seed} in it varies the games",
		notes: `The parameters (JSON, as BOT -params prints them, or edited into -params FILE):
name, value (the start), min, max, step (the perturbation at the last iteration,
fishtest's c_end), int, and optionally r_end (a_end/c_end^2, default 0.02).
-o FILE records every iteration; a rerun with the same file resumes.

Example:
  botcup tune GAME -n 2000 -c 2 -o tune.jsonl "bin/GAME -depth 3 -seed {seed} -opening 4"`,
		judgeOptions: "two-player",
	},
	"stats": {
		usage: "botcup stats FILE...",
		about: "Sums up record files of matches, tournaments and solve rounds, no schedule needed:\ngames, distinct games, mean length, W/D/L, faults, Elo with its interval, score margins.",
		args:  "  FILE...     record files written with -o",
	},
	"openings": {
		usage: "botcup openings GAME -plies N -n K [-balanced] [-seed S] [-o FILE]",
		about: "Writes an opening suite: K distinct random legal lines of N plies from the start,\nwith -balanced only those a fixed search scores near even.",
		args:  "  GAME        a two-player game with opening lines (for one without, the error names those with)",
	},
	"bench": {
		usage: "botcup bench [GAME ...]",
		about: "Runs every game's fixed searches: nodes, nodes per second, and the total node\ncount, the signature a commit that changes search behaviour quotes.",
		args:  "  GAME ...    only these games (default: all)",
		notes: `Each case's line: its name, the nodes searched, the move chosen with the depth
it completed (e5d5@9: move e5d5 at depth 9; @0 for searches without depths, such as
MCTS), the time and nodes per second. Each game's line sums its cases; the last line,
"Bench: <total nodes>", is the signature.`,
	},
	"new": {
		usage: "botcup new NAME",
		about: `Makes a new game's folder NAME/ under the module's root (the folder of the go.mod
that says module botcup, here or above) and adds the game's line to
cmd/botcup/games.go, the only file outside the folder a game needs. The skeleton
compiles, registers and passes its kits from the start: its stub game is a pile of
stones the players take 1 to 4 from, marked TODO(NAME) wherever the contest's rules go.`,
		args: "  NAME        the game's name: a lower-case Go identifier (letters a-z, then digits),\n              the name of its folder, package, bot and command-line game",
		notes: `The files, in NAME/ (the same names as the other games' for the same roles):
  state.go notation.go score.go zobrist.go   the rules (the stub's, to replace)
  eval.go engine.go bot.go bench.go perft.go the bot's evaluation, its search, protocol
                                             loop, bench and perft
  judge/judge.go judge/registration.go      the referee and the game's registration
  judge/kit_test.go                         the conformance kit and FuzzJudgePlay
  view/view.go view/view.css                the replay pages' drawing
  cmd/NAME/main.go                          the bot
and their tests. docs/new-game.md walks from the contest's rules page to a bundle.

Example:
  botcup new mygame && go test ./mygame/... && go build -o bin/ ./...`,
	},
}

// help writes command name's help: usage, what it does, arguments, flags,
// judge options and notes.
func (c *cli) help(w io.Writer, name string, fs *flag.FlagSet) {
	h := helpTexts[name]
	if h.usage == "" {
		h.usage = "botcup " + name + " [flags]"
	}
	fmt.Fprintf(w, "usage: %s\n", h.usage)
	if h.about != "" {
		fmt.Fprintf(w, "\n%s\n", h.about)
	}
	if h.args != "" {
		fmt.Fprintf(w, "\narguments:\n%s\n", h.args)
	}
	fmt.Fprintln(w, "\nflags (before, between or after the arguments; -h, --help: this help):")
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
	if h.judgeOptions != "" {
		fmt.Fprintln(w, "\njudge options per game (-opt NAME=VALUE; a bad value's error says what it wants):")
		for _, g := range c.games {
			if (h.judgeOptions == "puzzle") != (g.NewPuzzle != nil) {
				continue
			}
			writeJudgeOptions(w, g)
		}
	}
	if h.notes != "" {
		fmt.Fprintf(w, "\n%s\n", h.notes)
	}
	if h.judgeOptions != "" {
		// The commands that run players say how they hold them here.
		fmt.Fprintf(w, "\n%s\n", proc.ContainmentText())
	}
}
