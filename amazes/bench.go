package amazes

import (
	"strconv"

	"botcup/search"
)

// benchMoves is how many moves each side plays in a bench game.
const benchMoves = 60

// Bench is Amazes' bench: two planners play each other for benchMoves moves
// each on mazes generated from fixed seeds, with no deadline, so the cells
// they weigh (their nodes) and the cells they discover are the same on
// every run. A case's move is the discovered counts, red/blue.
func Bench() []search.BenchCase {
	seeds := []uint64{1, 2, 3}
	cases := make([]search.BenchCase, len(seeds))
	for i, seed := range seeds {
		seed := seed
		cases[i] = search.BenchCase{Name: "amazes/selfplay-" + strconv.FormatUint(seed, 10),
			Run: func() (int64, string) { return benchGame(seed) }}
	}
	return cases
}

// benchGame plays one bench game from seed, the judge's part done by the
// maze itself, and returns the planners' nodes and "red/blue" discovered.
func benchGame(seed uint64) (int64, string) {
	s := NewSetup(search.NewRng(seed))
	var planners [2]Planner
	pose := s.Start
	var walked []int
	for p := range planners {
		planners[p].Reset()
	}
	for m := 0; m < benchMoves; m++ {
		for p := range planners {
			pl := &planners[p]
			v := s.Maze.Look(pose[p])
			v.Dist2 = Dist2(pose[p], pose[1-p])
			if err := pl.Observe(&v); err != nil {
				return -1, err.Error()
			}
			move := string(pl.Choose())
			if err := pl.Play(move); err != nil {
				return -1, err.Error()
			}
			pose[p], walked, _ = s.Maze.Walk(pose[p], move, walked)
		}
	}
	red, blue := &planners[Red], &planners[Blue]
	return red.Examined + blue.Examined, strconv.Itoa(red.Map.Count()) + "/" + strconv.Itoa(blue.Map.Count())
}
