package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"botcup/blackhole"
	"botcup/search"
	"botcup/search/duel"
)

// genEmpties are the positions generate keeps of each game: 19, 17 and 15
// empty fields (18, 16 and 14 plies before the end).
var genEmpties = []int{19, 17, 15}

// randomPlies is the plies each game of generate opens with at random, so
// that games differ beyond their brown stones.
const randomPlies = 2

// generate plays games of the bot's MCTS against itself (playouts a move,
// the bot's own MCTS setup and position), game i from seed+i (the brown
// stones and the first randomPlies moves at random), and writes each
// game's positions with genEmpties empty fields that are not yet settled,
// one a line: the number of empty fields, a tab, the position
// (State.String).
func generate(w io.Writer, games, playouts int, seed uint64) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "# bhsolve -gen -games %d -playouts %d -seed %d\n", games, playouts, seed)
	for g := range games {
		rng := search.NewRng(seed + uint64(g))
		s, err := blackhole.New(blackhole.DrawBrown(rng))
		if err != nil {
			return err
		}
		p := blackhole.NewPositionFor(s, duel.MCTS)
		var engines [2]*blackhole.Engine
		for side := range engines {
			engines[side], err = duel.New[blackhole.Position, blackhole.Move](p, duel.Options{Kind: duel.MCTS,
				Seed: seed + uint64(g)*2 + uint64(side), Playouts: playouts, MCTS: blackhole.MCTSSetup()})
			if err != nil {
				return err
			}
		}
		last := blackhole.Fields - blackhole.NumBrown - genEmpties[len(genEmpties)-1]
		for ply := 0; ply <= last; ply++ {
			empty := blackhole.Fields - blackhole.NumBrown - ply
			if over, _ := p.Terminal(); over {
				break
			}
			for _, e := range genEmpties {
				if e == empty {
					fmt.Fprintf(bw, "%d\t%v\n", empty, &p.State)
				}
			}
			var m blackhole.Move
			if ply < randomPlies {
				m = engines[0].Random().Move
			} else {
				m = engines[p.Side()].Choose(nil).Move
			}
			p.Make(m)
			for _, e := range engines {
				e.Played(m)
			}
		}
	}
	return bw.Flush()
}

// position is one line of a positions file.
type position struct {
	Empty int
	Text  string
	State *blackhole.State
}

// readPositions reads a positions file as generate writes it ('#' lines
// are comments).
func readPositions(r io.Reader) ([]position, error) {
	var out []position
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		num, pos, ok := strings.Cut(text, "\t")
		e, err := strconv.Atoi(num)
		if !ok || err != nil {
			return nil, fmt.Errorf("line %d: want <empty fields><tab><position>", line)
		}
		s, err := blackhole.ParsePosition(pos)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		if got := blackhole.Fields - blackhole.NumBrown - s.Plies(); got != e {
			return nil, fmt.Errorf("line %d: %d empty fields, not %d", line, got, e)
		}
		out = append(out, position{Empty: e, Text: pos, State: s})
	}
	return out, sc.Err()
}
