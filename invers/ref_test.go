package invers

import (
	"botcup/search"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rng is the tests' random source: splitmix64 from a seed.
type rng uint64

func (r *rng) intn(n int) int { return int(search.SplitMix64((*uint64)(r)) % uint64(n)) }

// refTile is a tile of the reference board.
type refTile struct {
	colour   Colour
	inverted bool
}

// refBoard is the board as the rules page draws it: tile[row][column],
// rows 1..6 top to bottom, columns 1..6 left to right (0-based here).
type refBoard struct {
	tile [Size][Size]refTile
	held [2]Colour
	side Colour
}

func toRef(s *State) refBoard {
	var b refBoard
	for r := 0; r < Size; r++ {
		for c := 0; c < Size; c++ {
			col, inv := s.Tile(At(r, c))
			b.tile[r][c] = refTile{col, inv}
		}
	}
	b.held, b.side = s.held, s.side
	return b
}

// refPush plays the push with the given letter as plainly as the rules page
// says it, cell by cell: A..F push down from the top into columns 1..6,
// G..L push left from the right into rows 1..6, M..R push up from the
// bottom into columns 6..1, S..X push right from the left into rows 6..1.
// It reports false, changing nothing, if the tile pushed off would be an
// inverted tile of the opponent.
func refPush(b refBoard, letter byte) (refBoard, bool) {
	in := refTile{b.held[b.side], true}
	i := int(letter - 'A')
	var off refTile
	t := &b.tile
	switch {
	case i < 6: // down, column i
		c := i
		off = t[5][c]
		for r := 5; r > 0; r-- {
			t[r][c] = t[r-1][c]
		}
		t[0][c] = in
	case i < 12: // left, row i-6
		r := i - 6
		off = t[r][0]
		for c := 0; c < 5; c++ {
			t[r][c] = t[r][c+1]
		}
		t[r][5] = in
	case i < 18: // up, column 6..1
		c := 5 - (i - 12)
		off = t[0][c]
		for r := 0; r < 5; r++ {
			t[r][c] = t[r+1][c]
		}
		t[5][c] = in
	default: // right, row 6..1
		r := 5 - (i - 18)
		off = t[r][5]
		for c := 5; c > 0; c-- {
			t[r][c] = t[r][c-1]
		}
		t[r][0] = in
	}
	if off.inverted && off.colour != b.side {
		return refBoard{}, false
	}
	b.held[b.side] = off.colour
	b.side = 1 - b.side
	return b, true
}

// randomPosition deals the 38 tiles (19 a colour) at random: two in hand,
// 36 on the board, about half of them inverted, at least one plain tile of
// each colour left, a random side to move and fewer than 200 plies played.
func randomPosition(r *rng) *State {
	for {
		var tiles [2*TilesPerColour + 2]Colour
		for i := TilesPerColour + 1; i < len(tiles); i++ {
			tiles[i] = Red
		}
		for i := len(tiles) - 1; i > 0; i-- {
			j := r.intn(i + 1)
			tiles[i], tiles[j] = tiles[j], tiles[i]
		}
		s := &State{}
		s.held = [2]Colour{tiles[Squares], tiles[Squares+1]}
		for sq := Square(0); sq < Squares; sq++ {
			if tiles[sq] == Yellow {
				s.yellow |= 1 << sq
			}
			if r.intn(2) == 0 {
				s.inverted |= 1 << sq
			}
		}
		s.plain = [2]uint8{uint8(s.plainCount(Yellow)), uint8(s.plainCount(Red))}
		s.side = Colour(r.intn(2))
		s.plies = uint8(r.intn(MaxPlies))
		if s.plain[Yellow] > 0 && s.plain[Red] > 0 && s.plain[Yellow] <= TilesPerColour &&
			s.plain[Red] <= TilesPerColour {
			return s
		}
	}
}

func TestFastPushAgreesWithTheReference(t *testing.T) {
	r := rng(1)
	var buf [Pushes]Push
	blocked := 0
	for i := 0; i < 4000; i++ {
		s := randomPosition(&r)
		before := s.position
		hash := s.Hash()
		ref := toRef(s)
		moves := s.Moves(buf[:0])
		var want []Push
		for letter := byte('A'); letter <= 'X'; letter++ {
			after, ok := refPush(ref, letter)
			if !ok {
				blocked++
				assert.ErrorIs(t, s.Legal(Push(letter-'A')), ErrPushesOffInverted)
				continue
			}
			want = append(want, Push(letter-'A'))
			p := Push(letter - 'A')
			require.NoError(t, s.Legal(p))
			s.Make(p)
			require.Equal(t, after, toRef(s), "%v then %v", before, p)
			require.Equal(t, s.plainCount(Yellow), s.Plain(Yellow))
			require.Equal(t, s.plainCount(Red), s.Plain(Red))
			require.Equal(t, before.plies+1, s.plies)
			s.Unmake(p)
			require.Equal(t, before, s.position)
			require.Equal(t, hash, s.Hash())
		}
		require.Equal(t, want, moves)
	}
	assert.Greater(t, blocked, 4000, "the random positions exercise the restriction")
}

func TestRandomGamesKeepTheInvariants(t *testing.T) {
	r := rng(2)
	var buf [Pushes]Push
	ends := map[string]int{}
	for game := 0; game < 1000; game++ {
		s := New()
		var played []Push
		var hashes []uint64
		for !s.Over() {
			moves := s.Moves(buf[:0])
			require.NotEmpty(t, moves)
			hashes = append(hashes, s.Hash())
			m := moves[r.intn(len(moves))]
			s.Make(m)
			played = append(played, m)
			require.Equal(t, s.plainCount(Yellow), s.Plain(Yellow))
			require.Equal(t, s.plainCount(Red), s.Plain(Red))
			require.False(t, s.stuck())
		}
		assert.Empty(t, s.Moves(buf[:0]))
		yellow, red := s.Scores()
		if w := s.Winner(); w != NoWinner {
			ends["win"]++
			assert.Equal(t, 0, min(yellow, red), "the loser scores 0")
			assert.GreaterOrEqual(t, max(yellow, red), TilesPerColour)
		} else {
			ends["draw"]++
			assert.Len(t, played, MaxPlies)
		}
		for i := len(played) - 1; i >= 0; i-- {
			s.Unmake(played[i])
			require.Equal(t, hashes[i], s.Hash())
		}
		assert.Equal(t, New().position, s.position)
	}
	t.Logf("random games: %v", ends)
}
