package bao

import (
	"botcup/search"
	"botcup/search/botflag"
)

// exploration is MCTS's UCT constant C for rewards in [-1, 1]
// (search.MCTSOptions.Exploration).
var exploration = search.DefaultExploration

// mctsNodes is the MCTS node pool (search.MCTSOptions.MaxNodes).
var mctsNodes = search.DefaultMCTSNodes

// Params are the constants the bot lets -param set and botcup tune tune:
// MCTS's exploration, the playouts' capture odds, the time manager's cap on
// the moves to go and the share of the score margin in a playout's reward.
// Without -param nothing changes.
func Params() botflag.Params {
	return botflag.Params{
		botflag.FloatParam("mcts-c", &exploration, 0.05, 3, 0.05),
		botflag.IntParam("capture-odds", &captureOdds, 0, 256, 12),
		botflag.IntParam("moves-to-go", &movesToGoCap, 4, 50, 2),
		botflag.FloatParam("reward-margin", &rewardMargin, 0, 1, 0.05),
		botflag.IntParam("rollout-plies", &rolloutPlies, 0, 100, 4),
		botflag.FloatParam("eval-scale", &evalScale, 0.5, 20, 0.5),
	}
}
