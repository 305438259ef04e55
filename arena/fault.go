package arena

// The kinds of fault a player can commit. Every fault scores 0 for the
// player (as all four CodeCup rules say); the jury's fallback plays on.
const (
	// FaultCrash: the process died, by a signal or with a non-zero exit status.
	FaultCrash = "crash"
	// FaultClosed: the process closed its output or exited with status 0
	// before the game was over.
	FaultClosed = "closed"
	// FaultTimeout: the player's total thinking time exceeded the budget.
	FaultTimeout = "timeout"
	// FaultIllegal: the judge rejected the line (illegal or malformed move).
	FaultIllegal = "illegal"
	// FaultOutput: a line longer than the judge allows (too much output).
	FaultOutput = "output"
	// FaultEarly: output that arrived before the player's turn.
	FaultEarly = "early"
)

// FaultKinds lists every fault kind, in the order tables show them.
var FaultKinds = []string{FaultCrash, FaultClosed, FaultTimeout, FaultIllegal, FaultOutput, FaultEarly}

// Fault is one recorded fault: who, which kind, at which move (the index
// into the game's moves that the jury then played) and what happened.
type Fault struct {
	Player int    `json:"player"`
	Kind   string `json:"kind"`
	Move   int    `json:"move"`
	Detail string `json:"detail"`
	// Stderr is the start of what the player wrote to stderr (at most
	// 10,000 bytes, as the contest logged).
	Stderr string `json:"stderr,omitempty"`
	// StderrTail is the end of the player's stderr (at most 2,000 bytes)
	// when more was written than Stderr holds: the last lines before the
	// fault.
	StderrTail string `json:"stderr_tail,omitempty"`
}
