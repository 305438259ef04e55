package arena

import (
	"strconv"
	"strings"
)

// SeedPlaceholder in a player's command line is replaced by the game's
// seed when the player is started: the same for both games of a pair,
// different between pairs, so "bin/GAME -seed {seed} -opening 4" plays a
// different opening in every pair.
const SeedPlaceholder = "{seed}"

// OpeningPlaceholder in a player's command line is replaced by the moves
// of the pair's opening line from a suite (see Suite), separated by single
// spaces: "bin/GAME -line {opening}" starts "bin/GAME" "-line" "A K C" — one
// argument, since the command line was split into words before. Without a
// suite, or for a line of no moves, it is replaced by "".
const OpeningPlaceholder = "{opening}"

// ExpandArgv returns argv with every placeholder replaced for a game
// played from seed on the opening line moves ("" without a suite); argv
// itself is left as it is.
func ExpandArgv(argv []string, seed uint64, moves string) []string {
	out := make([]string, len(argv))
	r := strings.NewReplacer(SeedPlaceholder, strconv.FormatUint(seed, 10), OpeningPlaceholder, moves)
	for i, a := range argv {
		out[i] = r.Replace(a)
	}
	return out
}

// CommandLine writes argv as a command line ParseCommand reads back: words
// with blanks, quotes or backslashes in them (an expanded {opening}), and
// empty ones, in single quotes.
func CommandLine(argv []string) string {
	words := make([]string, len(argv))
	for i, a := range argv {
		if a != "" && !strings.ContainsAny(a, " \t\n'\"\\") {
			words[i] = a
			continue
		}
		words[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
	}
	return strings.Join(words, " ")
}
