package invers

import "botcup/search"

// Params are the constants the bot lets -param set and botcup tune tune:
// the evaluation weights the logistic fit (see moverWeights) leaves least
// certain, the terms of a decided race and of tempo, and the search's
// late-move reductions (lmr, see TuneAlphaBeta). The defaults are the
// fitted values in eval.go and lmr in engine.go; without -param nothing
// changes.
func Params() search.Params {
	return search.Params{
		search.IntParam("tempo", &tempo, -100, 200, 6),
		search.IntParam("mover-held-own", &moverWeights.heldOwn, 0, 600, 20),
		search.IntParam("mover-last-out", &moverWeights.lastOut, 0, 5000, 150),
		search.IntParam("mover-two-left", &moverWeights.twoLeft, -200, 400, 15),
		search.IntParam("mover-border", &moverWeights.border, 0, 400, 15),
		search.IntParam("waiter-last-out", &waiterWeights.lastOut, -3000, 0, 60),
		search.IntParam("lmr", &lmr, 0, 12, 1),
		search.IntParam("mobility", &mobility, 0, 60, 3),
	}
}
