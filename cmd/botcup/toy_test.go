package main

import (
	"botcup/game"
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// The CLI tests' toy games. "sum": players take turns to say 1, 2 or 3,
// movesEach times each (option "moves", default 3), and score what they
// said; "Start" first, then the other's move, "Quit" at the end. "pick": a
// puzzle whose board is a number n and whose solution is numbers 1..n;
// "contest" scores their sum, "classic" ten per number.

type sumJudge struct{ movesEach int }

func (j sumJudge) Name() string          { return "sum" }
func (j sumJudge) Budget() time.Duration { return 2 * time.Second } // ref players start slowly under -race
func (j sumJudge) NewGame(seed uint64) game.Game {
	return &sumGame{seed: seed, movesEach: j.movesEach}
}

type sumGame struct {
	seed      uint64
	movesEach int
	said      []int
	sums      [2]float64
}

func (g *sumGame) Setup() string { return fmt.Sprintf("sum of %d each, seed %d", g.movesEach, g.seed) }
func (g *sumGame) Next() (int, []string) {
	if n := len(g.said); n > 0 {
		return n % 2, []string{strconv.Itoa(g.said[n-1])}
	}
	return 0, []string{"Start"}
}
func (g *sumGame) Play(player int, line string) error {
	v, err := strconv.Atoi(line)
	if err != nil || v < 1 || v > 3 {
		return errors.New("say 1, 2 or 3")
	}
	g.said = append(g.said, v)
	g.sums[player] += float64(v)
	return nil
}
func (g *sumGame) Fallback(int) string { return "1" }
func (g *sumGame) Over() bool          { return len(g.said) >= 2*g.movesEach }
func (g *sumGame) Final(int) []string  { return []string{"Quit"} }
func (g *sumGame) Scores() [2]float64  { return g.sums }
func (g *sumGame) Render() string      { return fmt.Sprintf("[said %v]", g.said) }

// sayPlayer answers every line but Quit with pick(seed, turn).
func sayPlayer(pick func(seed uint64, turn int) int) game.Player {
	return func(in io.Reader, out io.Writer, seed uint64) error {
		br := bufio.NewReader(in)
		for turn := 0; ; turn++ {
			line, err := br.ReadString('\n')
			if err != nil {
				return err
			}
			if strings.TrimSpace(line) == "Quit" {
				return nil
			}
			if _, err := fmt.Fprintln(out, pick(seed, turn)); err != nil {
				return err
			}
		}
	}
}

type pickJudge struct{}

func (pickJudge) Name() string          { return "pick" }
func (pickJudge) Budget() time.Duration { return 200 * time.Millisecond }
func (pickJudge) Boards() []string      { return []string{"3", "5"} }
func (pickJudge) Scorings() []string    { return []string{"contest", "classic"} }
func (j pickJudge) Score(board, solution, scoring string) (int64, int, error) {
	n, _ := strconv.Atoi(board)
	var s int64
	f := strings.Fields(solution)
	for _, w := range f {
		v, err := strconv.Atoi(w)
		if err != nil || v < 1 || v > n {
			return 0, 0, fmt.Errorf("bad pick %q", w)
		}
		if scoring == "classic" {
			v = 10
		}
		s += int64(v)
	}
	return s, len(f), nil
}
func (pickJudge) Render(board, solution string, n int) (string, error) {
	f := strings.Fields(solution)
	return fmt.Sprintf("<%s, picked %v>", board, f[:min(n, len(f))]), nil
}

func toyGames() []game.Registration {
	return []game.Registration{
		{
			Name: "sum",
			NewJudge: func(opts map[string]string) (game.Judge, error) {
				j := sumJudge{movesEach: 3}
				for k, v := range opts {
					n, err := strconv.Atoi(v)
					if k != "moves" || err != nil || n < 1 {
						return nil, fmt.Errorf("bad option %s=%s", k, v)
					}
					j.movesEach = n
				}
				return j, nil
			},
			Players: map[string]game.Player{
				"greedy": sayPlayer(func(uint64, int) int { return 3 }),
				"random": sayPlayer(func(seed uint64, turn int) int { return int((seed+uint64(turn))%3) + 1 }),
			},
			Perft: func(board string, depth int) (uint64, error) {
				each := 3
				if board != "" {
					var err error
					if each, err = strconv.Atoi(board); err != nil {
						return 0, errors.New("board is the number of moves each")
					}
				}
				if depth > 2*each {
					return 0, nil
				}
				n := uint64(1)
				for i := 0; i < depth; i++ {
					n *= 3
				}
				return n, nil
			},
		},
		{
			Name:      "pick",
			NewPuzzle: func(map[string]string) (game.PuzzleJudge, error) { return pickJudge{}, nil },
		},
	}
}
