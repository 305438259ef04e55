package more

import "botcup/search/botflag"

// Params are the constants the bot lets -param set and botcup tune tune:
// the share of the time left a move takes and how late in it an
// iteration may start (while the best move is stable, and while it is
// not), the weight of the opponent's
// lookahead in Eval, the alpha-beta's late-move reductions, its table's
// size, and whether it takes a Separated position's race as exact
// (EngineOptions.ExactRace). The defaults are the values in the code;
// without -param nothing changes.
func Params() botflag.Params {
	return botflag.Params{
		botflag.IntParam("time-share", &TimeShare, 20, 200, 10),
		botflag.IntParam("iter-start", &IterationStart, 10, 100, 5),
		botflag.IntParam("unstable-start", &UnstableStart, 10, 300, 10),
		botflag.IntParam("opp-lookahead", &OpponentLookahead, 0, 2*Unit, 1),
		botflag.IntParam("lmr", &DefaultLMR, 0, 12, 1),
		botflag.IntParam("tt-bits", &TTBits, 10, 24, 1),
		botflag.IntParam("exact-race", &ExactRaceOn, 0, 1, 1),
	}
}
