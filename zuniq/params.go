package zuniq

import "botcup/search/botflag"

// The bot's tunable constants (Params), at their defaults.
var (
	// exploration is MCTS's UCT constant in hundredths.
	exploration = 70
	// rave turns RAVE on (1): each child's mean is blended with the
	// playouts in which its segment was drawn later by either player.
	rave = 0
	// raveBias is RAVE's bias b in millionths (search.MCTSOptions.RaveBias).
	raveBias = 1000
	// raveRef is GRAVE's reference visits (0: plain RAVE).
	raveRef = 0
	// solvePlies hands MCTS's new leaves with at most that many open
	// segments to the engine's exact solver (0: never).
	solvePlies = 0
	// solverNodes bounds each of the solver's proofs, in thousands of nodes.
	solverNodes = 50
	// gameLength is the ply the bot spreads its time to (movesToGo).
	gameLength = 30
	// expandAfter is the visits an MCTS leaf needs before it gets its
	// children (search.MCTSOptions.ExpandAfter; 0: at once).
	expandAfter = 8
)

// Params are the constants the bot lets -param set and botcup tune tune:
// MCTS's exploration, RAVE (rave, rave-bias, rave-ref) and the hand-off
// of leaves near the end to the exact solver (solve-plies, solver-nodes),
// the visits before a leaf is expanded (expand-after) and the ply the
// time is spread to (game-length).
// The defaults are those in the code, and without -param nothing changes.
func Params() botflag.Params {
	return botflag.Params{
		botflag.IntParam("exploration", &exploration, 0, 300, 10),
		botflag.IntParam("rave", &rave, 0, 1, 1),
		botflag.IntParam("rave-bias", &raveBias, 0, 1_000_000, 100),
		botflag.IntParam("rave-ref", &raveRef, 0, 10_000, 10),
		botflag.IntParam("solve-plies", &solvePlies, 0, Segments, 1),
		botflag.IntParam("solver-nodes", &solverNodes, 1, 100_000, 10),
		botflag.IntParam("game-length", &gameLength, 10, Segments, 2),
		botflag.IntParam("expand-after", &expandAfter, 0, 64, 2),
	}
}
