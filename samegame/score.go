package samegame

import "fmt"

// Scoring is how a game is scored.
type Scoring uint8

const (
	// Contest is the Wedel 2015 scoring: (n-1)^2 per removed group of n
	// stones, and at the end, for every colour with k >= 1 stones left,
	// minus (k-1)^2.
	Contest Scoring = iota
	// Classic is the scoring of the research literature: (n-2)^2 per
	// removed group and ClearBonus for a cleared board, no end penalty.
	Classic
)

// ClearBonus is what Classic scoring adds for a board with no stone left.
const ClearBonus = 1000

// ParseScoring reads "contest" or "classic".
func ParseScoring(s string) (Scoring, error) {
	switch s {
	case "contest":
		return Contest, nil
	case "classic":
		return Classic, nil
	}
	return 0, fmt.Errorf("%w: %q (want contest or classic)", ErrScoring, s)
}

// String is the scoring's name, as ParseScoring reads it.
func (s Scoring) String() string {
	switch s {
	case Contest:
		return "contest"
	case Classic:
		return "classic"
	}
	return "Scoring(" + fmt.Sprint(uint8(s)) + ")"
}

// Points is what removing a group of n stones scores.
func (s Scoring) Points(n int) int64 {
	k := int64(n) - 1
	if s == Classic {
		k--
	}
	return k * k
}

// Score is the score of the solution that stops here: the points of the
// groups removed so far plus the end term of the stones left (Contest: the
// penalty; Classic: the bonus for a cleared board). Decision
// (ScoreStopsHere): a solution line may stop before the game is over, and
// is then scored as it stands, end term included. Since every move raises
// this score, playing on never loses.
func (b *Board) Score() int64 { return b.gained + b.EndTerm() }

// Gained is the points of the groups removed so far, without the end term.
func (b *Board) Gained() int64 { return b.gained }

// EndTerm is what the stones left add to the score when the solution stops
// here: minus (k-1)^2 for every colour with k >= 1 stones (Contest), or
// ClearBonus for an empty board (Classic).
func (b *Board) EndTerm() int64 {
	if b.scoring == Classic {
		if b.stones == 0 {
			return ClearBonus
		}
		return 0
	}
	var pen int64
	for _, c := range b.palette {
		pen += Penalty(b.count[c])
	}
	return -pen
}

// endTerm is EndTerm for the stones left of each colour: minus the
// Penalty of each (Contest), or ClearBonus when none is left (Classic).
func (s Scoring) endTerm(left []int32) int64 {
	var term int64
	stones := int32(0)
	for _, n := range left {
		stones += n
		term -= Penalty(n)
	}
	if s == Classic {
		if stones == 0 {
			return ClearBonus
		}
		return 0
	}
	return term
}

// Penalty is what Contest scoring takes at the end for a colour with n
// stones left: (n-1)^2, nothing for none.
func Penalty(n int32) int64 {
	if k := int64(n) - 1; k > 0 {
		return k * k
	}
	return 0
}

// Code numbers the group m names for the policies of NRPA: its colour and
// the origin of the stone m names (colour<<16 | origin). For moves from
// Moves, which name the group's stone with the smallest origin, the code
// is the same in every position where the group stands unchanged, wherever
// the stones have fallen to.
func (b *Board) Code(m Move) uint32 {
	i := b.at(m.X(), m.Y())
	return uint32(b.colour[i])<<16 | uint32(b.origin[i])
}
