package bao

import (
	"botcup/search"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rng is the tests' random source: splitmix64 from a seed.
type rng uint64

func (r *rng) intn(n int) int { return int(search.SplitMix64((*uint64)(r)) % uint64(n)) }

// refResult is what the reference implementation says a move does.
type refResult struct {
	pits     [Pits]int
	store    [2]int
	relays   int
	repeated bool
}

// refPlay plays pit p for the side to move as plainly as the rules say it:
// stone by stone around a ring of twelve, remembering every relay situation
// in a map to notice a repeat, then the capture of the opposite pit 11-p.
func refPlay(pos position, p Pit) refResult {
	var r refResult
	for i, c := range pos.pits {
		r.pits[i] = int(c)
	}
	r.store = [2]int{int(pos.store[0]), int(pos.store[1])}
	step := 1 // White: A, B, C, ...
	if pos.side == Black {
		step = Pits - 1 // Black: L, K, J, ... (minus one, mod 12)
	}
	seen := map[[Pits + 1]int]bool{}
	at := int(p)
	for {
		var situation [Pits + 1]int
		copy(situation[:], r.pits[:])
		situation[Pits] = at
		if seen[situation] {
			r.repeated = true
			break
		}
		seen[situation] = true
		hand := r.pits[at]
		r.pits[at] = 0
		start := at
		for hand > 0 {
			at = (at + step) % Pits
			if !SowsIntoStartPit && at == start {
				continue
			}
			r.pits[at]++
			hand--
		}
		heldBefore := r.pits[at] - 1
		if heldBefore%2 == 1 {
			r.relays++
			continue
		}
		break
	}
	own := at < 6
	if pos.side == Black {
		own = at >= 6
	}
	if own && (!r.repeated || OnRepeat == RepeatEndsAsUsual) {
		across := 11 - at
		if r.pits[across] != 3 {
			r.store[pos.side] += r.pits[across]
			r.pits[across] = 0
		}
	}
	return r
}

// randomPosition spreads a random number of stones (at least one on each
// side) over the pits, the rest captured, with a random side to move and
// fewer than 100 moves played: a position in which the game is not over.
func randomPosition(r *rng) *State {
	for {
		s := &State{}
		onBoard := 2 + r.intn(Stones-1)
		for i := 0; i < onBoard; i++ {
			s.pits[r.intn(Pits)]++
		}
		s.store[White] = uint8(r.intn(Stones - onBoard + 1))
		s.store[Black] = uint8(Stones-onBoard) - s.store[White]
		s.side = Side(r.intn(2))
		s.moves = uint8(r.intn(MaxMoves))
		if !s.Over() {
			return s
		}
	}
}

func TestFastSowingAgreesWithTheReference(t *testing.T) {
	r := rng(1)
	var buf [PitsPerSide]Pit
	checked := 0
	for i := 0; i < 8000; i++ {
		s := randomPosition(&r)
		before := s.position
		hash := s.Hash()
		// Every own non-empty pit is a move, and nothing else is.
		var want []Pit
		for p := Pit(0); p < Pits; p++ {
			if (p < 6) == (s.side == White) && s.pits[p] > 0 {
				want = append(want, p)
			}
		}
		got := s.Moves(buf[:0])
		require.Equal(t, want, got, s.String())
		for _, p := range got {
			ref := refPlay(before, p)
			s.Make(p)
			for q := range ref.pits {
				require.Equal(t, ref.pits[q], int(s.pits[q]), "pit %v after %v from %v", Pit(q), p, before)
			}
			require.Equal(t, ref.store, [2]int{int(s.store[0]), int(s.store[1])})
			require.Equal(t, before.side.Other(), s.side)
			require.Equal(t, before.moves+1, s.moves)
			require.False(t, ref.repeated)
			s.Unmake(p)
			require.Equal(t, before, s.position)
			require.Equal(t, hash, s.Hash())
			checked++
		}
	}
	assert.Greater(t, checked, 20000)
}

func TestCarefulSowingAgreesWithTheFastOne(t *testing.T) {
	r := rng(2)
	var buf [PitsPerSide]Pit
	for i := 0; i < 5000; i++ {
		s := randomPosition(&r)
		for _, p := range s.Moves(buf[:0]) {
			fast := s.position
			require.False(t, fast.play(p, &s.pits))
			// Careful from the start, or after one or two fast relays
			// (starting over from the pits before the move).
			for after := 0; after <= 2; after++ {
				careful := s.position
				require.False(t, careful.playWithin(p, &s.pits, after))
				require.Equal(t, fast, careful, "%v from %v, careful after %d relays", p, s, after)
			}
		}
	}
}

func TestRandomGamesKeepTheInvariants(t *testing.T) {
	r := rng(3)
	var buf [PitsPerSide]Pit
	for game := 0; game < 1000; game++ {
		s := New()
		var played []Pit
		var hashes []uint64
		for !s.Over() {
			moves := s.Moves(buf[:0])
			require.NotEmpty(t, moves)
			for _, m := range moves {
				require.NoError(t, s.Legal(m))
			}
			hashes = append(hashes, s.Hash())
			m := moves[r.intn(len(moves))]
			s.Make(m)
			played = append(played, m)
			onBoard := s.SideStones(White) + s.SideStones(Black)
			require.Equal(t, Stones, onBoard+s.Captured(White)+s.Captured(Black))
		}
		require.LessOrEqual(t, len(played), MaxMoves)
		assert.Empty(t, s.Moves(buf[:0]))
		white, black := s.Scores()
		assert.Equal(t, Stones, white+black)
		if len(played) < MaxMoves {
			assert.True(t, s.SideStones(White) == 0 || s.SideStones(Black) == 0)
		}
		// Unmake walks all the way back.
		for i := len(played) - 1; i >= 0; i-- {
			s.Unmake(played[i])
			require.Equal(t, hashes[i], s.Hash())
		}
		assert.Equal(t, New().position, s.position)
	}
}
