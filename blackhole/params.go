package blackhole

import "botcup/search"

// Params are the constants the bot lets -param set and botcup tune tune:
// the move pruning (exact-empties, lo-live: position.go), the values of
// wins and Eval's spread (win-bonus, sigma-base, sigma-per) and MCTS's
// reward (reward-margin: position.go), late-move reductions (lmr:
// engine.go), the time share (time-share: bot.go) and the move ordering
// (order-stone, order-field: order.go). The defaults are those in the
// code, and without -param nothing changes.
func Params() search.Params {
	return search.Params{
		search.IntParam("exact-empties", &exactEmpties, 1, 16, 1),
		search.IntParam("win-bonus", &winBonus, 0, 200, 5),
		search.IntParam("reward-margin", &rewardMargin, 0, 100, 5),
		search.IntParam("sigma-base", &sigmaBase, 1, 200, 5),
		search.IntParam("sigma-per", &sigmaPer, 0, 20, 1),
		search.IntParam("lo-live", &loLive, 0, 1, 1),
		search.IntParam("lmr", &lmr, 0, 12, 1),
		search.IntParam("time-share", &timeShare, 1, 4, 1),
		search.IntParam("order-stone", &orderStone, -16, 16, 1),
		search.IntParam("order-field", &orderField, -16, 16, 1),
	}
}
