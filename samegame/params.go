package samegame

// Tuning of the solver. Decision (BeamCells): a beam pass of width 1 costs
// about cells^3 / 200 microseconds with its playouts (80 ms on 15x15), so
// beyond about 500 cells even the first pass would not end within a few
// seconds, and repeated playouts serve better. Decision (MaxTabu 6): since
// smallestTabu indexes only the colour it plays, playouts with several tabu
// colours cost a fraction of what they did (256x256, loaded machine, two
// tabu colours: ~0.1 s instead of 0.4-3 s), and on boards with many
// colours more tabu colours score higher under Contest scoring (means of
// three playouts on the 256x256 Gradient board with 8 colours: 437M, 456M,
// 462M, 472M, 472M, 477M, 471M with 1..7 tabu colours).
const (
	BeamCells        = 500
	MaxBeamWidth     = 4096
	BeamMemory       = 256 << 20 // bytes for the beam's two layers
	NMCSLevel        = 2
	NRPALevel        = 3
	PlayoutsPerRound = 256 // playouts per round of EnginePlayouts
	MaxTabu          = 6   // most tabu colours of EnginePlayouts' sets
)
