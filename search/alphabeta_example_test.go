package search_test

import (
	"fmt"
	"time"

	"botcup/search"
	"botcup/search/internal/toy"
)

// abExampleClock is a clock that never moves, so the example's output does not
// depend on the machine; a bot uses search.NewSystemClock().
type abExampleClock struct{}

func (abExampleClock) Now() time.Duration { return 0 }

// abExampleTicTacToe marks its wins, so the engine prefers the fastest.
type abExampleTicTacToe struct{ *toy.TicTacToe }

func (abExampleTicTacToe) WinValue() int32 { return toy.Win }

// A bot's game loop: one board, one transposition table, one engine and one
// time budget for the whole game; per move, a timer from the budget, a
// search, the move played, the move's time accounted. After the first
// search the table holds solved values, so later moves are proved at
// shallow depths.
func ExampleAlphaBeta() {
	board := &toy.TicTacToe{}
	tt, err := search.NewTT[uint8](1 << 12)
	if err != nil {
		panic(err)
	}
	engine, err := search.NewAlphaBeta[uint8](abExampleTicTacToe{board}, tt, search.AlphaBetaOptions{Aspiration: 1})
	if err != nil {
		panic(err)
	}
	budget, err := search.NewGameBudget(30*time.Second, time.Second, abExampleClock{})
	if err != nil {
		panic(err)
	}
	for ply := 0; ; ply++ {
		if over, _ := board.Terminal(); over {
			break
		}
		timer := budget.Move((10 - ply) / 2) // the game's estimate of moves to come
		res, err := engine.Search(timer)
		if err != nil {
			panic(err)
		}
		budget.Done()
		board.Make(res.Move)
		fmt.Printf("square %d, value %d, depth %d, solved %v\n", res.Move, res.Value, res.Depth, res.Solved)
	}
	fmt.Println("time used:", budget.Used())
	// Output:
	// square 0, value 0, depth 9, solved true
	// square 4, value 0, depth 2, solved true
	// square 1, value 0, depth 2, solved true
	// square 2, value 0, depth 2, solved true
	// square 6, value 0, depth 2, solved true
	// square 3, value 0, depth 2, solved true
	// square 5, value 0, depth 3, solved true
	// square 8, value 0, depth 2, solved true
	// square 7, value 0, depth 1, solved true
	// time used: 0s
}
