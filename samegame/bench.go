package samegame

import (
	"strconv"

	"botcup/search"
)

// The bench's boards: the first two of the 20 standard boards of the
// literature (15x15, 5 colours), in the contest's notation.
var benchBoards = [...]struct{ name, rows string }{
	{"samegame/standard1", "[[2, 1, 2, 1, 2, 2, 3, 3, 2, 1, 1, 2, 5, 4, 3], [2, 1, 4, 3, 2, 5, 5, 5, 5, 1, 5, 3, 2, 4, 5], [4, 4, 1, 3, 4, 3, 2, 5, 4, 2, 4, 1, 3, 2, 4], [3, 3, 4, 2, 1, 5, 1, 2, 3, 5, 2, 4, 4, 1, 2], [1, 5, 2, 3, 1, 2, 4, 5, 4, 4, 5, 2, 5, 1, 5], [1, 4, 4, 5, 3, 4, 1, 1, 3, 2, 3, 4, 5, 1, 2], [2, 4, 4, 3, 1, 5, 4, 2, 4, 1, 5, 2, 1, 1, 4], [2, 1, 1, 5, 1, 4, 2, 3, 2, 1, 5, 2, 4, 4, 2], [3, 5, 4, 5, 3, 4, 2, 2, 2, 4, 5, 2, 1, 4, 2], [1, 5, 5, 4, 1, 4, 5, 3, 3, 3, 1, 3, 4, 5, 1], [2, 3, 2, 4, 2, 3, 1, 2, 3, 2, 1, 4, 5, 1, 2], [3, 4, 5, 1, 3, 4, 1, 3, 5, 5, 5, 4, 1, 3, 4], [1, 3, 4, 5, 4, 1, 4, 1, 1, 4, 5, 5, 2, 2, 2], [4, 4, 3, 1, 5, 5, 2, 4, 2, 3, 1, 1, 5, 1, 5], [4, 2, 2, 5, 2, 1, 5, 1, 5, 5, 2, 2, 1, 3, 4]]"},
	{"samegame/standard2", "[[2, 4, 3, 4, 3, 3, 5, 3, 3, 5, 4, 1, 4, 2, 2], [5, 2, 5, 1, 3, 2, 4, 2, 4, 2, 5, 1, 2, 1, 4], [1, 2, 4, 3, 2, 3, 2, 2, 1, 3, 5, 2, 5, 1, 4], [3, 3, 4, 4, 3, 1, 5, 4, 4, 5, 1, 5, 4, 4, 2], [4, 4, 1, 2, 5, 2, 3, 2, 2, 1, 4, 5, 3, 2, 1], [3, 5, 2, 2, 2, 2, 5, 1, 1, 4, 1, 5, 1, 5, 4], [4, 4, 4, 2, 5, 4, 4, 4, 1, 5, 3, 1, 4, 3, 1], [5, 5, 4, 4, 1, 3, 4, 4, 5, 4, 1, 4, 1, 1, 5], [2, 1, 4, 4, 4, 3, 2, 1, 5, 3, 5, 2, 5, 4, 1], [2, 3, 5, 3, 1, 1, 1, 2, 2, 2, 1, 1, 3, 5, 5], [1, 1, 3, 2, 3, 2, 4, 5, 4, 3, 2, 3, 4, 2, 5], [1, 4, 5, 5, 3, 3, 2, 4, 4, 2, 4, 1, 4, 4, 5], [3, 4, 3, 3, 1, 4, 2, 1, 5, 5, 1, 3, 5, 1, 5], [5, 2, 4, 5, 1, 4, 4, 3, 3, 5, 1, 3, 5, 1, 1], [4, 4, 1, 2, 1, 3, 2, 3, 4, 3, 4, 2, 2, 2, 1]]"},
}

// Bench sizes: a pass of the solver's wide beam of fixed width (tabu-colour
// playouts ranking its layers) and one run of NMCS level 1 with the
// solver's own node type (the tabu-colour playout policy), each with a
// fixed seed.
const (
	benchBeamWidth = 16
	benchNMCSLevel = 1
)

// Bench is SameGame's bench: on each bench board, with classic scoring, the
// solver's wide beam at a fixed width and one NMCS run at a fixed level
// with a fixed seed, with no deadline, so the nodes (the beam's children
// and playouts, NMCS playouts) and the best score are the same on every
// run. A case's move is
// the best score it found.
func Bench() []search.BenchCase {
	var cases []search.BenchCase
	for _, bb := range benchBoards {
		cases = append(cases,
			benchCase(bb.name+"-beam", bb.rows, func(root *node) (int64, int64, error) {
				bm := newWideBeam(&root.Board, WideRanking, 1)
				start := wideRoot(&root.Board)
				var best int64
				bm.search(&start, benchBeamWidth, func() bool { return false }, func(score int64, _ []Move) { best = score })
				return bm.nodes, best, nil
			}),
			benchCase(bb.name+"-nmcs", bb.rows, func(root *node) (int64, int64, error) {
				nmcs, err := search.NewNMCS[node, Move, *node](search.NMCSOptions{Level: benchNMCSLevel, Runs: 1, Seed: 1})
				if err != nil {
					return 0, 0, err
				}
				sol, err := nmcs.Search(root, search.NoDeadline{}, nil)
				return nmcs.Playouts(), sol.Score, err
			}))
	}
	return cases
}

// benchCase parses the board and prepares a root node with a worker context
// of a fixed seed; the case runs the search once. A broken board reports -1
// nodes and the error.
func benchCase(name, rows string, run func(root *node) (nodes, score int64, err error)) search.BenchCase {
	parsed, err := ParseBoard(rows)
	var b *Board
	if err == nil {
		b, err = NewBoard(parsed, Classic)
	}
	if err != nil {
		return search.BenchCase{Name: name, Run: func() (int64, string) { return -1, err.Error() }}
	}
	root := rootNode(b, newContext(newTracker(), 1, "bench"))
	return search.BenchCase{Name: name, Run: func() (int64, string) {
		nodes, score, err := run(root)
		if err != nil {
			return -1, err.Error()
		}
		return nodes, strconv.FormatInt(score, 10)
	}}
}
