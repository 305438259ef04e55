package amazes

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// sameAsReference checks the fast map k of a player that started on start
// against the reference map ref: the same discovered cells and dead ends,
// and the same knowledge of every side of every cell of the maze.
func sameAsReference(t *testing.T, k *Knowledge, ref *refMap, start Pose, what string) {
	t.Helper()
	for r := 0; r < Size; r++ {
		for c := 0; c < Size; c++ {
			f := frameOf(Pose{Row: r, Col: c}, start)
			// Plain comparisons first: millions of them run.
			if ref.disc[r*Size+c] != k.Discovered(f.Row, f.Col) {
				require.Equal(t, ref.disc[r*Size+c], k.Discovered(f.Row, f.Col), "%s: discovered (%d,%d)", what, r, c)
			}
			if ref.dead[r*Size+c] != k.DeadEnd(f.Row, f.Col) {
				require.Equal(t, ref.dead[r*Size+c], k.DeadEnd(f.Row, f.Col), "%s: dead end (%d,%d)", what, r, c)
			}
			for d := North; d <= West; d++ {
				if ref.get(r, c, d) != k.Side(f.Row, f.Col, d) {
					require.Equal(t, ref.get(r, c, d), k.Side(f.Row, f.Col, d), "%s: side %v of (%d,%d)", what, d, r, c)
				}
			}
		}
	}
	n := 0
	for _, d := range ref.disc {
		if d {
			n++
		}
	}
	require.Equal(t, n, k.Count(), what)
}

// Random walks over generated mazes: after every view and every step the
// fast map in the player's frame equals the slow reference in absolute
// coordinates, for both players.
func TestKnowledgeMatchesTheReferenceOnRandomGames(t *testing.T) {
	rng := search.NewRng(99)
	var walked []int
	anchored := 0
	for g := 0; g < 6; g++ {
		s := NewSetup(rng)
		var maps [2]Knowledge
		refs := [2]*refMap{newRefMap(), newRefMap()}
		pose := s.Start
		for turn := 0; turn < 2*MovesPerPlayer; turn++ {
			p := turn % 2
			look(t, &maps[p], &s.Maze, s.Start[p], pose[p])
			refs[p].see(&s.Maze, pose[p])
			sameAsReference(t, &maps[p], refs[p], s.Start[p], "view")
			// Towards a random cell, a few steps at a time.
			move := route(&s.Maze, pose[p], rng.Intn(Cells), 1+rng.Intn(10))
			if move == "" {
				move = "T"
			}
			pose[p], walked, _ = s.Maze.Walk(pose[p], move, walked)
			for _, cell := range walked {
				f := frameOf(Pose{Row: cell / Size, Col: cell % Size}, s.Start[p])
				require.NoError(t, maps[p].Walk(f.Row, f.Col))
				refs[p].disc[cell] = true
			}
			refs[p].infer()
			sameAsReference(t, &maps[p], refs[p], s.Start[p], "walk")
		}
		for p := range maps {
			if _, _, rows, cols := maps[p].Anchor(); rows && cols {
				anchored++
			}
		}
	}
	// The walks are long enough for the outer-wall rules to fire.
	assert.Greater(t, anchored, 4)
}

func TestKnowledgeAnchorGivesTheAbsolutePosition(t *testing.T) {
	rng := search.NewRng(11)
	s := NewSetup(rng)
	var k Knowledge
	var walked []int
	pose := s.Start[Red]
	for turn := 0; turn < 400; turn++ {
		look(t, &k, &s.Maze, s.Start[Red], pose)
		if _, _, rows, cols := k.Anchor(); rows && cols {
			break
		}
		pose, walked, _ = s.Maze.Walk(pose, route(&s.Maze, pose, rng.Intn(Cells), 30)+"T", walked)
		for _, cell := range walked {
			f := frameOf(Pose{Row: cell / Size, Col: cell % Size}, s.Start[Red])
			require.NoError(t, k.Walk(f.Row, f.Col))
		}
	}
	top, left, rows, cols := k.Anchor()
	require.True(t, rows && cols)
	assert.Equal(t, Origin-s.Start[Red].Row, top)
	assert.Equal(t, Origin-s.Start[Red].Col, left)
}
