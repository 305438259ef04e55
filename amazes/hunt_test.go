package amazes

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// fullExplorer is an explorer that started on start (facing North, so its
// frame is the maze shifted) with every cell of m discovered, standing on
// at.
func fullExplorer(t *testing.T, m *Maze, start, at Pose) *Explorer {
	t.Helper()
	require.Equal(t, North, start.Facing)
	var e Explorer
	e.Reset()
	for r := 0; r < Size; r++ {
		for c := 0; c < Size; c++ {
			look(t, &e.Map, m, start, Pose{Row: r, Col: c, Facing: North})
		}
	}
	require.Equal(t, Cells, e.Map.Count())
	e.Pose = frameOf(at, start)
	return &e
}

// Blue of the sample game sees its corridor (maze west, frame south) and
// the side cells: (14,1), frame (O+3,O-1), has three unknown sides and
// three undiscovered neighbours (6); (16,1) and (16,3) have a wall by the
// corner rule and two undiscovered neighbours (4); the corridor's far end (15,0) is walled on three sides.
func TestExploreTargetsAreTheNearestOfTheMostUnknown(t *testing.T) {
	e := sampleExplorer(t)
	e.Routes()
	got := e.ExploreTargets(nil)
	assert.Equal(t, []int16{(Origin+3)*Frame + Origin - 1}, got)
	assert.Equal(t, 6, e.Map.Unknowns(Origin+3, Origin-1))
	assert.Equal(t, 4, e.Map.Unknowns(Origin+3, Origin+1))
	assert.Equal(t, 4, e.Map.Unknowns(Origin+1, Origin+1))
	assert.Equal(t, 0, e.Map.Unknowns(Origin+4, Origin))
	assert.Equal(t, 0, e.Map.Unknowns(Origin, Origin))
}

// With its map complete, the hunter's targets are the cells at the squared
// distance told with the fewest steps, as a breadth-first search over the
// true maze counts them, and CircleTargets every cell at that distance:
// 16 from the centre at 65, the most any cell of a 25x25 maze has at one
// distance.
func TestHuntTargetsAreTheNearestCellsOnTheCircle(t *testing.T) {
	s := NewSetup(search.NewRng(3))
	start := Pose{Row: 0, Col: 0, Facing: North}
	at := Pose{Row: 12, Col: 12, Facing: East}
	e := fullExplorer(t, &s.Maze, start, at)
	e.Routes()
	for _, d2 := range []int{1, 2, 25, 50, 65, 130, 288} {
		best := -1
		var want, circle []int16
		for r := 0; r < Size; r++ {
			for c := 0; c < Size; c++ {
				if Dist2(at, Pose{Row: r, Col: c}) != d2 {
					continue
				}
				f := frameOf(Pose{Row: r, Col: c}, start)
				circle = append(circle, int16(f.Row*Frame+f.Col))
				n := len(route(&s.Maze, at, r*Size+c, 1000))
				if best < 0 || n < best {
					best, want = n, want[:0]
				}
				if n == best {
					want = append(want, int16(f.Row*Frame+f.Col))
				}
			}
		}
		got := e.HuntTargets(d2, nil)
		assert.ElementsMatch(t, want, got, "d2 %d", d2)
		assert.ElementsMatch(t, circle, e.CircleTargets(d2, nil), "d2 %d", d2)
		for _, cell := range got {
			assert.Equal(t, best, e.Steps(int(cell)), "d2 %d", d2)
		}
	}
	assert.Len(t, e.CircleTargets(65, nil), 16)
	// No cell at squared distance 3.
	assert.Empty(t, e.HuntTargets(3, nil))
	assert.Empty(t, e.CircleTargets(3, nil))
}
