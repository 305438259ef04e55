package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/caia"
	"botcup/game"
	"botcup/game/toytest"
)

// driverEnv names the player the test binary plays as a process for the
// four-driver test: GAME/PLAYER/FAULT/AT (see servedPlayer).
const driverEnv = "BOTCUP_TEST_DRIVER_PLAYER"

// The fault cases every driver is given: the player of seat 0 (a reference
// player) misbehaves at its answer faultAt.
var driverFaults = []string{"none", "timeout", "crash", "illegal", "early", "empty"}

const faultAt = 1

// faulty is base misbehaving as fault says at its answer at: out of time
// (it answers nothing more), a crash (it returns an error), an illegal
// line, its line and one more (output out of turn), an empty line.
func faulty(base game.Player, fault string, at int) game.Player {
	if fault == "none" {
		return base
	}
	return func(in io.Reader, out io.Writer, seed uint64) error {
		pr, pw := io.Pipe()
		go func() { pw.CloseWithError(base(in, pw, seed)) }()
		r := bufio.NewReader(pr)
		for n := 0; ; n++ {
			line, err := r.ReadString('\n')
			if err != nil {
				return nil
			}
			if n != at {
				io.WriteString(out, line)
				continue
			}
			switch fault {
			case "timeout":
				io.Copy(io.Discard, r)
				return nil
			case "crash":
				return errors.New("crashed on purpose")
			case "illegal":
				io.WriteString(out, "!?\n")
			case "early":
				io.WriteString(out, line+"x\n")
			case "empty":
				io.WriteString(out, "\n")
			}
		}
	}
}

// servedPlayer runs the test binary as the player named in driverEnv, if
// any, on stdin and stdout, and exits.
func servedPlayer() {
	want := os.Getenv(driverEnv)
	if want == "" {
		return
	}
	f := strings.Split(want, "/")
	at, _ := strconv.Atoi(f[3])
	for _, r := range append(registrations(), toytest.Registrations()...) {
		if r.Name == f[0] {
			if err := faulty(r.Players[f[1]], f[2], at)(os.Stdin, os.Stdout, 1); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			os.Exit(0)
		}
	}
	os.Exit(2)
}

// sameRules is what every driver must record alike: the game, the moves
// (who, what, the jury's), the faults (who, which kind, at which move),
// the contest scores and the final ones.
func sameRules(r arena.Record) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %d %q\n", r.Game, r.Seed, r.Setup)
	for _, m := range r.Moves {
		fmt.Fprintf(&b, "%d %q %v\n", m.Player, m.Line, m.Jury)
	}
	for _, f := range r.Faults {
		fmt.Fprintf(&b, "fault %d %s %d\n", f.Player, f.Kind, f.Move)
	}
	fmt.Fprintf(&b, "contest %v scores %v\n", r.Contest, r.Scores)
	return b.String()
}

// TestFourDriversOneJury plays the same game with the same fault through
// the four drivers of the jury (processes with clocks, caiaio's lines,
// players in process, recorded moves) for the toy game and every
// registered two-player game: the same record, and re-judging accepts it.
func TestFourDriversOneJury(t *testing.T) {
	if testing.Short() {
		t.Skip("plays processes")
	}
	exe, err := os.Executable()
	require.NoError(t, err)
	for _, reg := range append(toytest.Registrations()[:1], registrations()...) {
		if reg.NewJudge == nil {
			continue
		}
		j, err := reg.NewJudge(nil)
		require.NoError(t, err)
		base := "greedy"
		if reg.Players[base] == nil {
			base = "random"
		}
		for _, fault := range driverFaults {
			t.Run(reg.Name+"/"+fault, func(t *testing.T) {
				const seed = 5
				opt := arena.GameOptions{Budget: 10 * time.Second}
				if fault == "timeout" {
					opt.Budget = 2 * time.Second
				}
				players := [2]game.Player{faulty(reg.Players[base], fault, faultAt), reg.Players["random"]}
				names := [2]string{base, "random"}
				var ents [2]arena.Entrant
				for p, spec := range [2]string{base + "/" + fault, "random/none"} {
					ents[p] = arena.Entrant{Name: names[p], Argv: []string{"env", driverEnv + "=" + reg.Name + "/" + spec + "/" + strconv.Itoa(faultAt), exe}}
				}
				procRec, err := arena.PlayGame(context.Background(), j, seed, ents, opt)
				require.NoError(t, err)
				inRec, err := arena.PlayInProcess(j, seed, players, names, [2]uint64{1, 1}, opt)
				require.NoError(t, err)
				want := sameRules(procRec)
				assert.Equal(t, want, sameRules(inRec), "in process")
				if fault != "none" {
					require.Len(t, procRec.Faults, 1)
					assert.Equal(t, 0, procRec.Faults[0].Player)
				}
				if fault != "early" {
					// caiaio has no token for output out of turn: it reads such a
					// line as the player's next answer.
					caiaRec := playCAIA(t, j, seed, players, opt.Budget)
					assert.Equal(t, want, sameRules(caiaRec), "caiaio")
				}
				s := arena.Scheduled{Seed: seed, Players: ents}
				assert.NoError(t, arena.Rejudge(j, nil, s, arena.GameOptions{Budget: opt.Budget}, &procRec), "recorded: the processes' record")
				assert.NoError(t, arena.Rejudge(j, nil, s, arena.GameOptions{Budget: opt.Budget}, &inRec), "recorded: the in-process record")
			})
		}
	}
}

// playCAIA plays the game as a CAIA referee (caia.Referee) whose caiaio is
// this test: it runs players in process, each with budget of thinking
// time, and answers for them as caiaio does (their line, or a token for a
// timeout, a crash, a closed output, an empty line).
func playCAIA(t *testing.T, j game.Judge, seed uint64, players [2]game.Player, budget time.Duration) arena.Record {
	refIn, toRef := io.Pipe()
	fromRef, refOut := io.Pipe()
	type result struct {
		rec arena.Record
		err error
	}
	done := make(chan result, 1)
	go func() {
		rec, _, err := caia.Referee(j, seed, nil, refIn, refOut, nil)
		refOut.Close()
		done <- result{rec, err}
	}()
	var ps [2]*caiaPlayer
	for p := range ps {
		ps[p] = startCAIAPlayer(players[p])
		defer close(ps[p].in)
	}
	var used [2]time.Duration
	r := bufio.NewReader(fromRef)
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			break
		}
		line = strings.TrimSuffix(line, "\n")
		var n int
		var rest string
		switch {
		case strings.HasPrefix(line, "I listen "):
			n, _ = strconv.Atoi(strings.TrimPrefix(line, "I listen "))
			start := time.Now()
			answer := ps[n-1].answer(budget - used[n-1])
			used[n-1] += time.Since(start)
			fmt.Fprintln(toRef, answer)
		case strings.HasPrefix(line, "I request_time "):
			fmt.Fprintln(toRef, "time 0 0")
		case strings.HasPrefix(line, "M "):
		default:
			if _, err := fmt.Sscanf(line, "%d", &n); err == nil {
				_, rest, _ = strings.Cut(line, " ")
				ps[n-1].in <- rest + "\n"
			}
		}
	}
	res := <-done
	require.NoError(t, res.err)
	return res.rec
}

// caiaPlayer is a player in process as this test's caiaio runs it.
type caiaPlayer struct {
	in    chan string // written in order to its input
	lines chan string
	err   chan error
}

func startCAIAPlayer(player game.Player) *caiaPlayer {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &caiaPlayer{in: make(chan string, 64), lines: make(chan string, 16), err: make(chan error, 1)}
	go func() {
		for text := range c.in {
			io.WriteString(inW, text)
		}
		inW.Close()
	}()
	go func() {
		err := player(inR, outW, 1)
		inR.Close()
		outW.Close()
		c.err <- err
	}()
	go func() {
		r := bufio.NewReader(outR)
		for {
			l, err := r.ReadString('\n')
			if err != nil {
				close(c.lines)
				return
			}
			c.lines <- strings.TrimSuffix(l, "\n")
		}
	}()
	return c
}

// answer is the player's next line within remaining, or caiaio's token.
func (c *caiaPlayer) answer(remaining time.Duration) string {
	timer := time.NewTimer(remaining)
	defer timer.Stop()
	select {
	case l, ok := <-c.lines:
		switch {
		case !ok && <-c.err != nil:
			return fmt.Sprintf(caia.TokenCrashed, "Killed")
		case !ok:
			return caia.TokenStopped
		case l == "":
			return caia.TokenEmptyLine
		}
		return l
	case <-timer.C:
		return caia.TokenTimeout
	}
}
