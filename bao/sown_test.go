package bao

import (
	"slices"
	"testing"
)

// TestSown checks the path of the first moves from the start, worked by
// hand: A's four stones fall into B, C, D and E, which held 4 (even), so
// the sowing ends in E without a relay.
func TestSown(t *testing.T) {
	s := New()
	if got, want := s.Sown(0, nil), []Pit{1, 2, 3, 4}; !slices.Equal(got, want) {
		t.Fatalf("Sown(A) from the start = %v, want %v", got, want)
	}
	s.Make(0) // White A: B..E hold 5
	// Black sows L (4 stones) into K, J, I, H: each held 4, now 5: ends at H.
	if got, want := s.Sown(11, nil), []Pit{10, 9, 8, 7}; !slices.Equal(got, want) {
		t.Fatalf("Sown(L) = %v, want %v", got, want)
	}
}

// TestSownEndsWhereMakeEnds checks, over random games, that the path ends
// in a pit whose count after Make agrees with the path: every pit's count
// after the sowing (before any capture) is its count before plus the stones
// the path drops there, less the stones emptied from it.
func TestSownEndsWhereMakeEnds(t *testing.T) {
	s := New()
	var moves []Pit
	for ply := 0; !s.Over(); ply++ {
		moves = s.Moves(moves[:0])
		m := moves[(ply*7)%len(moves)]
		path := s.Sown(m, nil)
		before := s.pits
		mover := s.side
		capturedBefore := s.store[mover]
		s.Make(m)
		// Replay the path on the counts before the move.
		want := before
		at := m
		hand := want[at]
		want[at] = 0
		for _, p := range path {
			if hand == 0 { // a relay: the last pit was emptied
				hand = want[at]
				want[at] = 0
			}
			want[p]++
			hand--
			at = p
		}
		if got := s.store[mover] - capturedBefore; got > 0 {
			want[Opposite(at)] -= got
		}
		if want != s.pits {
			t.Fatalf("ply %d move %v: path %v gives %v, Make %v", ply, m, path, want, s.pits)
		}
	}
}
