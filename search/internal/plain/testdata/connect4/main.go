// Command connect4 is the source of package plain's engine: search's
// alpha-beta on toy Connect-4 (5x4, depth 12), the search the benchmarks of
// package plain time. Its bundle, the generic engine made plain code by the
// bundler, is plain's engine_gen.go.
package main

import (
	"fmt"
	"os"

	"botcup/search"
	"botcup/search/internal/toy"
)

func main() {
	g, err := toy.NewConnect4(5, 4)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	tt, err := search.NewTT[uint8](1 << 16)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	e, err := search.NewAlphaBeta[uint8](g, tt, search.AlphaBetaOptions{MaxDepth: 12, Aspiration: 1})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	res, err := e.Search(nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("move %d value %d depth %d nodes %d, table %d of %d slots used (%d bytes)\n",
		res.Move, res.Value, res.Depth, e.Nodes(), tt.Used(), tt.Len(), tt.Bytes())
	e.Reset()
	tt.Clear()
}
