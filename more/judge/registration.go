package judge

import (
	"fmt"

	"botcup/game"
	"botcup/more"
	"botcup/more/view"
)

// Registration is More's entry for the botcup CLI: the judge and its
// options, the reference players random and greedy, perft, the bench, the
// bot, the opening lines on random boards and the replay drawing.
func Registration() game.Registration {
	return game.Registration{
		Name: Name,
		NewJudge: func(opts map[string]string) (game.Judge, error) {
			return Parse(opts)
		},
		Options: []game.Option{
			{Name: OptBoard, Value: "random|example|WALLS", About: "random: a board drawn from each game's seed (default); example: the contest text's board; or a wall line"},
			{Name: OptWalls, Value: "S,D", About: fmt.Sprintf("the random boards' odds of a single and a double wall, in percent (default %d,%d)", DefaultWallOdds.Single, DefaultWallOdds.Double)},
			{Name: OptCutOff, Value: "N", About: fmt.Sprintf("moves after which a game is cut off (default %d per side)", more.DefaultCutOff.Moves)},
			{Name: OptCutOffTotal, Value: "true|false", About: "count both sides' moves together for the cut-off (default false)"},
			{Name: OptReplacement, Value: "greedy|random", About: "who moves for a faulted player (default greedy)"},
		},
		Players: map[string]game.Player{
			"random": Player(RandomMove),
			"greedy": Player(GreedyMove),
		},
		Perft:      Perft,
		Bench:      more.Bench,
		Bot:        "./more/cmd/more",
		Repeatable: []string{"-depth", "5"},
		Openings:   []string{"more/openings/more-4.txt"},
		NewLine:    NewLine,
		Sides:      [2]string{"White", "Black"},
		Follow:     view.Follow,
		Style:      view.Style,
	}
}

// Perft counts the move sequences of exactly depth moves from the start of
// a game on board (a wall line; "" is the text's example board).
func Perft(board string, depth int) (uint64, error) {
	if board == "" {
		board = more.ExampleBoard
	}
	b, err := more.ParseBoard(board)
	if err != nil {
		return 0, err
	}
	return more.NewPosition(b).Perft(depth), nil
}
