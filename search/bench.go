package search

import (
	"fmt"
	"io"
	"time"
)

// BenchCase is one fixed search of a game's bench: a position searched to a
// fixed depth, node count or iteration count, so that the nodes it visits are
// the same on every run and machine and change only when search behaviour
// does. Each game package offers its cases (Bench() []search.BenchCase); the
// bot's -bench flag and `botcup bench` both run them with RunBench.
type BenchCase struct {
	Name string
	// Run searches and returns the nodes visited and the move chosen, in
	// the game's notation.
	Run func() (nodes int64, move string)
}

// BenchResult is what one case did.
type BenchResult struct {
	Name    string
	Move    string
	Nodes   int64
	Elapsed time.Duration
}

// NodesPerSecond is the speed of the case; 0 when it took no measurable time.
func (r BenchResult) NodesPerSecond() float64 {
	if r.Elapsed <= 0 {
		return 0
	}
	return float64(r.Nodes) / r.Elapsed.Seconds()
}

// String is the case's line: name, nodes, move, milliseconds, nodes per
// second.
func (r BenchResult) String() string {
	return fmt.Sprintf("%-24s %12d %-12s %9.1f ms %12.0f nps", r.Name, r.Nodes, r.Move,
		float64(r.Elapsed.Microseconds())/1000, r.NodesPerSecond())
}

// RunBench runs the cases in order and, when w is not nil, writes one line
// per case (name, nodes, move, milliseconds, nodes per second) and then
// "Bench: <total nodes>", the signature. It returns the results and the
// total node count.
func RunBench(w io.Writer, cases []BenchCase) ([]BenchResult, int64) {
	results := make([]BenchResult, 0, len(cases))
	var total int64
	var took time.Duration
	for _, c := range cases {
		start := time.Now()
		nodes, move := c.Run()
		r := BenchResult{Name: c.Name, Move: move, Nodes: nodes, Elapsed: time.Since(start)}
		results = append(results, r)
		total += nodes
		took += r.Elapsed
		if w != nil {
			fmt.Fprintln(w, r)
		}
	}
	if w != nil {
		nps := 0.0
		if took > 0 {
			nps = float64(total) / took.Seconds()
		}
		fmt.Fprintf(w, "Bench: %d (%.0f nps)\n", total, nps)
	}
	return results, total
}

// BrokenBench is the case of a bench position that could not be set up: it
// reports -1 nodes and the error as its move, so the bench shows it.
func BrokenBench(name string, err error) BenchCase {
	return BenchCase{Name: name, Run: func() (int64, string) { return -1, err.Error() }}
}
