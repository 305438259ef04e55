package game

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// PlayInProcess plays game g between two Players run in goroutines behind
// pipes, as the arena runs programs but without clocks, suspension or jury:
// player p starts with seeds[p], is sent what Next says, and each line it
// answers must be a legal move. At the end both are sent Final and must
// return without error. It returns the moves played (the record's lines) or
// the first fault, as an error naming the player and the line.
func PlayInProcess(g Game, players [2]Player, seeds [2]uint64) ([]string, error) {
	var procs [2]*pipedPlayer
	for p := range procs {
		procs[p] = startPiped(players[p], seeds[p])
	}
	defer func() {
		for _, pr := range procs {
			pr.close()
		}
	}()
	var moves []string
	for !g.Over() {
		p, lines := g.Next()
		err := procs[p].send(lines)
		var line string
		if err == nil {
			line, err = procs[p].out.ReadString('\n')
		}
		if err != nil {
			return moves, fmt.Errorf("player %d after %d moves: %w", p, len(moves), procs[p].ended(err))
		}
		line = strings.TrimSpace(line)
		if err := g.Play(p, line); err != nil {
			return moves, fmt.Errorf("player %d's line %q after %d moves: %w", p, line, len(moves), err)
		}
		moves = append(moves, line)
	}
	for p, pr := range procs {
		if err := pr.send(g.Final(p)); err != nil {
			return moves, fmt.Errorf("player %d: %w", p, err)
		}
		pr.in.Close()
		if err := <-pr.done; err != nil {
			return moves, fmt.Errorf("player %d: %w", p, err)
		}
	}
	return moves, nil
}

// pipedPlayer is a Player running in a goroutine behind pipes.
type pipedPlayer struct {
	in   *io.PipeWriter
	outR *io.PipeReader
	out  *bufio.Reader
	done chan error
}

func startPiped(player Player, seed uint64) *pipedPlayer {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	pr := &pipedPlayer{in: inW, outR: outR, out: bufio.NewReader(outR), done: make(chan error, 1)}
	go func() {
		err := player(inR, outW, seed)
		inR.Close()
		outW.Close()
		pr.done <- err
	}()
	return pr
}

// send writes lines, each with its newline; none sends nothing.
func (p *pipedPlayer) send(lines []string) error {
	if len(lines) == 0 {
		return nil
	}
	_, err := io.WriteString(p.in, strings.Join(lines, "\n")+"\n")
	return err
}

// ended is why the player stopped talking, once a pipe failed with err:
// the pipes close only when the player has returned, so its own error, if
// any, is waiting; else err.
func (p *pipedPlayer) ended(err error) error {
	if perr := <-p.done; perr != nil {
		return perr
	}
	return err
}

// close ends the player's input and output, so a goroutine still running
// sees them closed and returns.
func (p *pipedPlayer) close() {
	p.in.Close()
	p.outR.Close()
}
