package invers

import "botcup/search/botflag"

// Params are the constants the bot lets -param set and botcup tune tune:
// the evaluation weights the logistic fit (see moverWeights) leaves least
// certain, the terms of a decided race and of tempo, and the search's
// late-move reductions (lmr, see TuneAlphaBeta). The defaults are the
// fitted values in eval.go and lmr in engine.go; without -param nothing
// changes.
func Params() botflag.Params {
	return botflag.Params{
		botflag.IntParam("tempo", &tempo, -100, 200, 6),
		botflag.IntParam("mover-held-own", &moverWeights.heldOwn, 0, 600, 20),
		botflag.IntParam("mover-last-out", &moverWeights.lastOut, 0, 5000, 150),
		botflag.IntParam("mover-two-left", &moverWeights.twoLeft, -200, 400, 15),
		botflag.IntParam("mover-border", &moverWeights.border, 0, 400, 15),
		botflag.IntParam("waiter-last-out", &waiterWeights.lastOut, -3000, 0, 60),
		botflag.IntParam("lmr", &lmr, 0, 12, 1),
		botflag.IntParam("mobility", &mobility, 0, 60, 3),
	}
}
