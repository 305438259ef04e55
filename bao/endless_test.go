package bao

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Can relay sowing go on for ever (OnRepeat)? No, from any position at all:
// after the first sowing, every relay empties a pit that the last stone made
// even, so it sows an even number of stones and ends on a pit of the same
// parity (A, C, E, ... or B, D, F, ...) as the relay before. Pits of the
// other parity are never emptied again within the move, and every relay
// drops at least one stone into them (it sows two or more stones into
// consecutive pits). So a move relays at most as often as there are stones
// on the board. The tests below check that bound exhaustively on small
// boards, on every position up to 6 moves from the start and in random
// games and positions, with the plain reference sowing (which remembers
// every situation to notice a repeat).

// checkBounded plays every move of s with the reference and reports the
// most relays seen; it fails on a repeat or a move beyond the bound.
func checkBounded(t *testing.T, s *State) int {
	most := 0
	var buf [PitsPerSide]Pit
	onBoard := s.SideStones(White) + s.SideStones(Black)
	for _, p := range s.Moves(buf[:0]) {
		r := refPlay(s.position, p)
		require.False(t, r.repeated, "%v then %v repeats", s, p)
		require.LessOrEqual(t, r.relays, onBoard, "%v then %v", s, p)
		most = max(most, r.relays)
	}
	return most
}

func TestNoSowingRepeatsOnSmallBoards(t *testing.T) {
	// Every way to put up to 7 stones in the twelve pits, either side to move.
	for stones := 1; stones <= 7; stones++ {
		s := &State{}
		s.store[White] = uint8(Stones - stones)
		var spread func(pit, left int)
		spread = func(pit, left int) {
			if pit == Pits-1 {
				s.pits[pit] = uint8(left)
				for side := White; side <= Black; side++ {
					s.side = side
					checkBounded(t, s)
				}
				return
			}
			for c := 0; c <= left; c++ {
				s.pits[pit] = uint8(c)
				spread(pit+1, left-c)
			}
		}
		spread(0, stones)
	}
}

func TestNoSowingRepeatsNearTheStart(t *testing.T) {
	most := 0
	var walk func(s *State, depth int)
	walk = func(s *State, depth int) {
		most = max(most, checkBounded(t, s))
		if depth == 0 {
			return
		}
		var buf [PitsPerSide]Pit
		for _, m := range s.Moves(buf[:0]) {
			s.Make(m)
			walk(s, depth-1)
			s.Unmake(m)
		}
	}
	s := New()
	walk(s, 6) // every move of every position up to 6 moves deep: 7 plies
	assert.Equal(t, 0, s.repeats)
	// Pinned: the longest relay chain within the first 7 moves.
	assert.Equal(t, 11, most)
}

func TestNoSowingRepeatsInRandomPlay(t *testing.T) {
	r := rng(5)
	var buf [PitsPerSide]Pit
	most := 0
	for game := 0; game < 1000; game++ {
		s := New()
		for !s.Over() {
			most = max(most, checkBounded(t, s))
			moves := s.Moves(buf[:0])
			s.Make(moves[r.intn(len(moves))])
		}
		require.Equal(t, 0, s.repeats)
	}
	for i := 0; i < 20000; i++ {
		most = max(most, checkBounded(t, randomPosition(&r)))
	}
	t.Logf("longest relay chain in random play: %d", most)
	assert.Less(t, most, relayCheck, "the fast sowing never needs the careful one")
}
