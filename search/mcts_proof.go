package search

// Proof is what MCTS-solver knows of a position's game-theoretic value,
// from the point of view of the side to move there.
type Proof int8

// The proofs, ordered from worst to best for the side to move (Unproven
// aside): the best proof a side can reach is the largest of its children's
// proofs, each turned round by negate.
const (
	Unproven Proof = iota
	ProvenLoss
	ProvenDraw
	ProvenWin
)

// String names the proof.
func (p Proof) String() string {
	switch p {
	case ProvenLoss:
		return "proven loss"
	case ProvenDraw:
		return "proven draw"
	case ProvenWin:
		return "proven win"
	}
	return "unproven"
}

// negate is the proof from the other side's point of view.
func (p Proof) negate() Proof {
	if p == Unproven {
		return Unproven
	}
	return ProvenWin + ProvenLoss - p
}

// proofOf is the proof of a finished game whose Terminal value is v.
func proofOf(v int32) Proof {
	switch {
	case v > 0:
		return ProvenWin
	case v < 0:
		return ProvenLoss
	}
	return ProvenDraw
}

// reward is the proof as a reward in [-1, 1]; 0 when unproven.
func (p Proof) reward() float64 {
	switch p {
	case ProvenWin:
		return 1
	case ProvenLoss:
		return -1
	}
	return 0
}

// ProofOfValue is the proof of a position whose exact value, for the side
// to move, is v: won above zero, lost below, drawn at zero.
func ProofOfValue(v int32) Proof { return proofOf(v) }
