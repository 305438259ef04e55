package bao

import "time"

// Pits is the number of pits on the board, A..L.
const Pits = 12

// PitsPerSide is the number of pits each side owns.
const PitsPerSide = 6

// StonesPerPit is the number of stones in every pit at the start.
const StonesPerPit = 4

// Stones is the number of stones in the game (48); the contest scores sum to it.
const Stones = Pits * StonesPerPit

// MaxMoves is the number of moves by both sides together after which the
// game ends.
const MaxMoves = 100

// TimeLimit is each program's thinking time for a whole game. Decision (the
// text names none): CodeCup's usual 30 s.
const TimeLimit = 30 * time.Second

// Pit is one of the twelve pits, 0..11 for A..L. A move is the pit it
// empties, so Pit is also the move type.
type Pit uint8

// Side is White (owns A..F, moves first, sows in increasing letter order)
// or Black (owns G..L, sows in decreasing letter order).
type Side uint8

// The two sides.
const (
	White Side = 0
	Black Side = 1
)

// Other is the opponent of s.
func (s Side) Other() Side { return s ^ 1 }

// String is "White" or "Black".
func (s Side) String() string {
	if s == White {
		return "White"
	}
	return "Black"
}

// Owner is the side that owns pit p: White A..F, Black G..L.
func (p Pit) Owner() Side {
	if p < PitsPerSide {
		return White
	}
	return Black
}

// opposite is our decision on the lost figure of the board: two rows, A..F
// left to right on White's side and L..G left to right on Black's side, so
// the pit across from A is L, from B is K, ..., from F is G. One table, to
// change in one place.
var opposite = [Pits]Pit{11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0}

// Opposite is the pit across the board from p (whose stones a move ending
// in p may capture), per the layout decision: A-L, B-K, C-J, D-I, E-H, F-G.
func Opposite(p Pit) Pit { return opposite[p] }

// next is the pit a side sows into after p: White counter-clockwise in
// increasing letter order (L wraps to A), Black clockwise in decreasing
// letter order (A wraps to L).
var next = newNext()

func newNext() (n [2][Pits]Pit) {
	for p := 0; p < Pits; p++ {
		n[White][p] = Pit((p + 1) % Pits)
		n[Black][p] = Pit((p + Pits - 1) % Pits)
	}
	return n
}

// Next is the pit side s sows into after p.
func Next(s Side, p Pit) Pit { return next[s][p] }

// SowsIntoStartPit is our decision on long moves (the text names no
// exception): with 12 or more stones in hand the sowing passes the pit it
// started from and drops a stone there like in any other pit. With false,
// the pit emptied at the start of a sowing (or relay) would be skipped.
const SowsIntoStartPit = true

// RepeatRule says how a move ends whose relay sowing would go round for
// ever: the sowing reaches a situation it was in before (the same stones in
// every pit, about to empty the same pit again).
type RepeatRule uint8

// The ways a repeating sowing can end.
const (
	// RepeatEndsWithoutCapture ends the move at the repeat, stones left as
	// they lie, with no capture.
	RepeatEndsWithoutCapture RepeatRule = iota
	// RepeatEndsAsUsual ends the move at the repeat as if the last stone
	// had fallen into an even pit there: a capture follows if it is on the
	// mover's side.
	RepeatEndsAsUsual
)

// OnRepeat is our decision on endless relay sowing (the rules page): the
// move ends where the situation first repeats, with no capture. See sow.go
// for how a repeat is found and endless_test.go for whether it can happen
// at all.
const OnRepeat = RepeatEndsWithoutCapture

// WhiteGives is the number of stones White hands to Black at the end for
// having moved first. Decision (the text assumes White has one): White gives
// at most what it has, so the scores still sum to 48.
const WhiteGives = 1

// Mother is the number of stones a capture leaves alone: "a mother with two
// children".
const Mother = 3
