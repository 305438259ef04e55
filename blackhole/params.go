package blackhole

import (
	"botcup/search/botflag"
)

// Params are the constants the bot lets -param set and botcup tune tune:
// the move pruning (exact-empties, lo-live, live-values:
// searchposition.go), the values of wins and Eval's spread (win-bonus,
// sigma-base, sigma-per) and MCTS's reward (reward-margin, margin-scale:
// eval.go), late-move reductions (lmr) and the move ordering (order-stone,
// order-field: engine.go), the time share and the plies played at once
// (time-share, end-plies), and MCTS's selection, expansion and hand-off
// (epsilon, expand-after, hand-off, exact-plies, exact-solver and exact-share, and the exact Solver at
// its leaves, solve-plies, solver-nodes: bot.go), and RAVE on the action
// keys of rave.go (rave, rave-bias, rave-ref: bot.go). The defaults are those in the code, and without
// -param nothing changes.
func Params() botflag.Params {
	return botflag.Params{
		botflag.IntParam("win-bonus", &winBonus, 0, 200, 5),
		botflag.IntParam("reward-margin", &rewardMargin, 0, 100, 5),
		botflag.IntParam("margin-scale", &marginScale, 1, 100, 5),
		botflag.IntParam("sigma-base", &sigmaBase, 1, 200, 5),
		botflag.IntParam("sigma-per", &sigmaPer, 0, 20, 1),
		botflag.IntParam("lo-live", &loLive, 0, 1, 1),
		botflag.IntParam("live-values", &liveValues, 1, 15, 1),
		botflag.IntParam("hand-off", &handOff, 0, 1, 1),
		botflag.IntParam("exact-plies", &exactPlies, 0, 30, 1),
		botflag.IntParam("exact-solver", &exactSolver, 0, 1, 1),
		botflag.IntParam("exact-share", &exactShare, 0, 100, 10),
		botflag.IntParam("solve-plies", &solvePlies, 0, 30, 1),
		botflag.IntParam("solver-nodes", &solverNodes, 0, 100_000_000, 1000),
		botflag.IntParam("lmr", &lmr, 0, 12, 1),
		botflag.IntParam("time-share", &timeShare, 1, 4, 1),
		botflag.IntParam("epsilon", &epsilon, 0, 100, 5),
		botflag.IntParam("end-plies", &endPlies, 0, 20, 1),
		botflag.IntParam("expand-after", &expandAfter, 0, 64, 2),
		botflag.IntParam("exact-empties", &exactEmpties, 1, 31, 1),
		botflag.IntParam("order-stone", &orderStone, -16, 16, 1),
		botflag.IntParam("order-field", &orderField, -16, 16, 1),
		botflag.IntParam("rave", &rave, 0, 1, 1),
		botflag.IntParam("rave-bias", &raveBias, 0, 1_000_000, 100),
		botflag.IntParam("rave-ref", &raveRef, 0, 10_000, 10),
	}
}
