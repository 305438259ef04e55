package judge

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"time"
)

// Protocol is a player speaking the contest protocol on in and out, run in
// the judge's process by PlayLocal (a reference player with its seed bound,
// or a bot's Run with its options).
type Protocol func(in io.Reader, out io.Writer) error

// LocalResult is what PlayLocal reports of a game.
type LocalResult struct {
	// Used is each player's time from the input sent to its line read.
	Used [2]time.Duration
	// Longest is each player's longest single move.
	Longest [2]time.Duration
}

// PlayLocal plays g between two in-process players over pipes, as the
// arena plays processes but without its clocks, suspension or jury: the
// first fault (an illegal line, a player that stops answering) ends it with
// an error. Tests and quick measurements use it; matches use the arena.
func PlayLocal(g *AmazesGame, players [2]Protocol) (LocalResult, error) {
	var res LocalResult
	var toPlayer [2]*io.PipeWriter
	var fromPlayer [2]*bufio.Reader
	done := make(chan error, 2)
	for p := range players {
		inR, inW := io.Pipe()
		outR, outW := io.Pipe()
		toPlayer[p], fromPlayer[p] = inW, bufio.NewReader(outR)
		go func(p int) {
			err := players[p](inR, outW)
			_ = outW.CloseWithError(io.EOF)
			_ = inR.Close()
			done <- err
		}(p)
	}
	var fault error
	for !g.Over() && fault == nil {
		p, lines := g.Next()
		start := time.Now()
		if _, err := io.WriteString(toPlayer[p], strings.Join(lines, "\n")+"\n"); err != nil {
			fault = fmt.Errorf("%s: input: %w", playerName(p), err)
			break
		}
		line, err := fromPlayer[p].ReadString('\n')
		used := time.Since(start)
		res.Used[p] += used
		res.Longest[p] = max(res.Longest[p], used)
		if err != nil {
			fault = fmt.Errorf("%s: output: %w", playerName(p), err)
			break
		}
		if err := g.Play(p, strings.TrimRight(line, "\r\n")); err != nil {
			fault = fmt.Errorf("%s: move %q: %w", playerName(p), line, err)
		}
	}
	for p := range players {
		if final := g.Final(p); len(final) > 0 && fault == nil {
			_, _ = io.WriteString(toPlayer[p], strings.Join(final, "\n")+"\n")
		}
		_ = toPlayer[p].Close()
	}
	for range players {
		if err := <-done; err != nil && fault == nil {
			fault = err
		}
	}
	return res, fault
}

func playerName(p int) string {
	if p == 0 {
		return "red"
	}
	return "blue"
}
