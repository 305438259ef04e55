package arena

import (
	"strconv"
	"strings"
)

// SeedPlaceholder in a player's command line is replaced by the game's
// seed when the player is started: the same for both games of a pair,
// different between pairs, so "bin/bao -seed {seed} -opening 4" plays a
// different opening in every pair.
const SeedPlaceholder = "{seed}"

// ExpandArgv returns argv with every placeholder replaced for a game
// played from seed; argv itself is left as it is.
func ExpandArgv(argv []string, seed uint64) []string {
	out := make([]string, len(argv))
	s := strconv.FormatUint(seed, 10)
	for i, a := range argv {
		out[i] = strings.ReplaceAll(a, SeedPlaceholder, s)
	}
	return out
}
