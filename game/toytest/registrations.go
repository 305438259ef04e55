package toytest

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"botcup/game"
)

// Registrations are the toy games as a game registers them: "sum" (Sum,
// 3 moves each unless the option moves=N says otherwise, 2 s a player, as
// reference players start slowly under -race; players "greedy", always 3,
// and "random"; perft from a board that is the number of moves each; the
// replay pages' drawing, Follow) and
// "pick" (Pick, 200 ms a board).
func Registrations() []game.Registration {
	return []game.Registration{
		{
			Name: "sum",
			NewJudge: func(opts map[string]string) (game.Judge, error) {
				j := Sum{Clock: 2 * time.Second, MovesEach: 3}
				for k, v := range opts {
					n, err := strconv.Atoi(v)
					if k != "moves" || err != nil || n < 1 {
						return nil, fmt.Errorf("bad option %s=%s", k, v)
					}
					j.MovesEach = n
				}
				return j, nil
			},
			Players: map[string]game.Player{
				"greedy": SayPlayer(func(uint64, int) int { return 3 }),
				"random": SayPlayer(func(seed uint64, turn int) int { return int((seed+uint64(turn))%3) + 1 }),
			},
			Perft:  sumPerft,
			Follow: Follow,
			Style:  Style,
		},
		{
			Name:      "pick",
			NewPuzzle: func(map[string]string) (game.PuzzleJudge, error) { return Pick{Clock: 200 * time.Millisecond}, nil },
		},
	}
}

// sumPerft counts Sum's move sequences: three moves a turn until both
// players said theirs (board: the number of moves each, "" for 3).
func sumPerft(board string, depth int) (uint64, error) {
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
}

// SayPlayer is a player of Sum that answers every line but Quit with
// pick(seed, turn).
func SayPlayer(pick func(seed uint64, turn int) int) game.Player {
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
