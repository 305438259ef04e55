package judge

import (
	"bufio"
	"errors"
	"io"

	"botcup/amazes"
	"botcup/game"
	"botcup/search"
)

// Players are the reference players by name: random, greedy, hunter,
// tracker and guesser.
func Players() map[string]game.Player {
	return map[string]game.Player{"random": Random, "greedy": Greedy, "hunter": Hunter, "tracker": Tracker, "guesser": Guesser}
}

// randomSteps is the longest walk of the random player.
const randomSteps = 4

// Random is the reference player that makes a short random walk each turn:
// 1 to 4 steps, each through a random side its map knows to be open.
func Random(in io.Reader, out io.Writer, seed uint64) error {
	rng := search.NewRng(seed)
	var buf []byte
	return playLoop(in, out, func(e *amazes.Explorer) []byte {
		buf = randomMove(e, rng, buf)
		return buf
	})
}

// randomMove is the random player's move for e, in buf[:0].
func randomMove(e *amazes.Explorer, rng *search.Rng, buf []byte) []byte {
	buf = buf[:0]
	p := e.Pose
	n := 1 + rng.Intn(randomSteps)
	for len(buf) < n {
		var open [4]amazes.Dir
		k := 0
		for d := amazes.North; d <= amazes.West; d++ {
			if e.Map.Side(p.Row, p.Col, d) == amazes.Opening {
				open[k] = d
				k++
			}
		}
		if k == 0 {
			break
		}
		d := open[rng.Intn(k)]
		buf = append(buf, amazes.StepFor(p.Facing, d))
		p = amazes.Pose{Row: p.Row + d.DRow(), Col: p.Col + d.DCol(), Facing: d}
	}
	return buf
}

// Greedy is the reference player that walks, each turn, the shortest known
// way to the nearest cell it has not discovered or that has a side it does
// not know (where the next view shows something new).
func Greedy(in io.Reader, out io.Writer, _ uint64) error {
	var buf []byte
	return playLoop(in, out, func(e *amazes.Explorer) []byte {
		buf = greedyMove(e, buf)
		return buf
	})
}

// greedyMove is the greedy player's move for e, in buf[:0].
func greedyMove(e *amazes.Explorer, buf []byte) []byte {
	for _, cell := range e.Routes()[1:] {
		r, c := int(cell)/amazes.Frame, int(cell)%amazes.Frame
		if !e.Map.Discovered(r, c) || hasUnknownSide(&e.Map, r, c) {
			return e.PathTo(int(cell), buf)
		}
	}
	return buf[:0]
}

// hasUnknownSide reports whether a side of frame cell (r, c) is unknown.
func hasUnknownSide(k *amazes.Knowledge, r, c int) bool {
	for d := amazes.North; d <= amazes.West; d++ {
		if k.Side(r, c, d) == amazes.Unknown {
			return true
		}
	}
	return false
}

// playLoop speaks the protocol for a player that picks its moves with
// choose (an empty move becomes T), keeping its Explorer up to date, until
// Quit, the end of input or its 150th move.
func playLoop(in io.Reader, out io.Writer, choose func(e *amazes.Explorer) []byte) error {
	return playLoopPlayed(in, out, choose, nil)
}

// playLoopPlayed is playLoop that also calls played, if set, after each
// move is walked on the Explorer.
func playLoopPlayed(in io.Reader, out io.Writer, choose func(e *amazes.Explorer) []byte, played func(e *amazes.Explorer)) error {
	r := bufio.NewReader(in)
	w := bufio.NewWriter(out)
	var e amazes.Explorer
	e.Reset()
	for e.Moves < amazes.MovesPerPlayer {
		v, _, quit, err := amazes.ReadTurn(r)
		if quit || errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if err := e.Observe(&v); err != nil {
			return err
		}
		move := choose(&e)
		if len(move) == 0 {
			move = append(move, amazes.StepTurn)
		}
		if err := e.Play(string(move)); err != nil {
			return err
		}
		if played != nil {
			played(&e)
		}
		if _, err := w.Write(append(move, '\n')); err != nil {
			return err
		}
		if err := w.Flush(); err != nil {
			return err
		}
	}
	return nil
}
