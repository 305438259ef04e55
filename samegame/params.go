package samegame

// The solver's constants. BeamCells: beyond it even the first beam pass
// would not end within a few seconds, and repeated playouts serve better;
// MaxTabu: on boards with many colours more tabu colours score higher
// under Contest scoring (both: see docs/tuning.md).
const (
	BeamCells        = 500
	MaxBeamWidth     = 4096
	BeamMemory       = 256 << 20 // bytes for the beam's two layers
	NMCSLevel        = 2
	NRPALevel        = 3
	PlayoutsPerRound = 256 // playouts per round of EnginePlayouts
	MaxTabu          = 6   // most tabu colours of EnginePlayouts' sets
)
