package search

// Game is a position of a two-player zero-sum game with perfect information,
// changed in place by Make and restored by Unmake. Implement it on a concrete
// struct with pointer receivers; M is a small integer move type.
//
// Values are always from the point of view of the side to move: higher is
// better for it. They lie strictly inside (-Inf, Inf).
type Game[M comparable] interface {
	// Moves appends the legal moves of the side to move to buf[:0] and
	// returns the result. A forced pass is one move. It is called only on
	// positions that are not terminal, and then returns at least one move.
	Moves(buf []M) []M
	// Make plays m, which Moves generated for this position.
	Make(m M)
	// Unmake takes back m, the last move made.
	Unmake(m M)
	// Hash is the position's key (Zobrist or equivalent), side to move included.
	Hash() uint64
	// Eval is the static evaluation of a non-terminal position.
	Eval() int32
	// Terminal reports whether the game is over and, if so, its exact value.
	Terminal() (over bool, value int32)
}

// Inf bounds every value a Game or a search returns: all lie in (-Inf, Inf).
const Inf int32 = 1 << 30

// Puzzle is a position of a single-player puzzle, changed in place by Play.
// The single-player engines copy positions with CopyFrom (see PuzzleState).
type Puzzle[M comparable] interface {
	// Moves appends the legal moves to buf[:0] and returns the result; none
	// means the puzzle is over.
	Moves(buf []M) []M
	// Play plays m, which Moves generated for this position.
	Play(m M)
	// Score is the score so far; once Moves returns none it is the final
	// score, end penalties and bonuses included.
	Score() int64
	// Code is a number for m that is stable across positions where "the same
	// move" makes sense, for the policies of NRPA.
	Code(m M) uint32
}

// PuzzleState is the constraint the single-player engines put on a puzzle:
// a pointer to its concrete state S that can copy another state into itself
// without allocating once its buffers have grown.
type PuzzleState[S any, M comparable] interface {
	*S
	Puzzle[M]
	CopyFrom(src *S)
}
