package amazes

import (
	"testing"

	"botcup/search"
)

// seenGame is one player's views over a game on a generated maze, walking
// towards random cells: the frame pose and the view of every turn, and the
// cells walked over after it.
type seenGame struct {
	poses  []Pose
	views  []View
	walked [][]int
}

func newSeenGame(seed uint64, turns int) *seenGame {
	rng := search.NewRng(seed)
	s := NewSetup(rng)
	g := &seenGame{}
	p := s.Start[Red]
	for turn := 0; turn < turns; turn++ {
		g.poses = append(g.poses, frameOf(p, s.Start[Red]))
		g.views = append(g.views, s.Maze.Look(p))
		move := route(&s.Maze, p, rng.Intn(Cells), 1+rng.Intn(6))
		if move == "" {
			move = "T"
		}
		var walked []int
		p, walked, _ = s.Maze.Walk(p, move, nil)
		var frame []int
		for _, c := range walked {
			f := frameOf(Pose{Row: c / Size, Col: c % Size}, s.Start[Red])
			frame = append(frame, f.Row*Frame+f.Col)
		}
		g.walked = append(g.walked, frame)
	}
	return g
}

// BenchmarkSee is one view update with every inference, in games of 150
// turns (the map starts empty every 150 updates).
func BenchmarkSee(b *testing.B) {
	g := newSeenGame(1, MovesPerPlayer)
	k := &Knowledge{}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t := i % MovesPerPlayer
		if t == 0 {
			*k = Knowledge{}
		}
		_ = k.See(g.poses[t], &g.views[t])
		for _, c := range g.walked[t] {
			_ = k.Walk(c/Frame, c%Frame)
		}
	}
}

// BenchmarkLook is the judge's side: computing a view from the maze.
func BenchmarkLook(b *testing.B) {
	s := NewSetup(search.NewRng(1))
	b.ReportAllocs()
	b.ResetTimer()
	var v View
	for i := 0; i < b.N; i++ {
		p := Pose{Row: i % Size, Col: (i / Size) % Size, Facing: Dir(i & 3)}
		v = s.Maze.Look(p)
	}
	_ = v
}

// BenchmarkChoose is one move's planning (routes, the worth of every
// reachable cell, the opponent's circle, the path), on maps taken every 10
// turns from a game's first 150.
func BenchmarkChoose(b *testing.B) {
	g := newSeenGame(2, MovesPerPlayer)
	var maps []Planner
	pl := Planner{}
	pl.Reset()
	for t := 0; t < MovesPerPlayer; t++ {
		pl.Pose = g.poses[t]
		pl.Moves = t
		pl.Dist2[t] = 100 + t
		_ = pl.Map.See(g.poses[t], &g.views[t])
		for _, c := range g.walked[t] {
			_ = pl.Map.Walk(c/Frame, c%Frame)
		}
		if t%10 == 0 {
			maps = append(maps, pl)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := &maps[i%len(maps)]
		_ = p.Choose()
	}
}
