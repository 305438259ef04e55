package caia

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/game/toytest"
)

// standIn is a stand-in for caiaio in the tests of Referee: each player
// answers "I listen N" with its next scripted line (none left: caiaio
// ends), request_time with ms, and every line the referee writes is kept.
type standIn struct {
	answers [2][]string
	ms      string
	said    []string // the referee's lines, in order
	report  string
}

// run plays caiaio's side on the referee's out (from) and in (to), until
// from ends.
func (s *standIn) run(from io.Reader, to io.WriteCloser) error {
	defer to.Close()
	sc := bufio.NewScanner(from)
	for sc.Scan() {
		line := sc.Text()
		s.said = append(s.said, line)
		var n int
		switch {
		case strings.HasPrefix(line, "M "):
			s.report = strings.TrimPrefix(line, "M ")
		case strings.HasPrefix(line, "I listen "):
			fmt.Sscanf(line, "I listen %d", &n)
			if len(s.answers[n-1]) == 0 {
				return nil // caiaio ends: the referee reads the end of its input
			}
			fmt.Fprintln(to, s.answers[n-1][0])
			s.answers[n-1] = s.answers[n-1][1:]
		case strings.HasPrefix(line, "I request_time "):
			fmt.Fprintln(to, s.ms)
		}
	}
	return nil
}

// referee plays sum (two moves each) from seed 7 under s.
func referee(t *testing.T, s *standIn) (arena.Record, Report, error) {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- s.run(outR, inW) }()
	var log bytes.Buffer
	rec, rep, err := Referee(toytest.Sum{Clock: time.Second, MovesEach: 2}, 7, nil, inR, outW, &log)
	if err == nil {
		var logged arena.Record
		require.NoError(t, json.Unmarshal(log.Bytes(), &logged))
		assert.Equal(t, rec, logged, "the log is the record")
	}
	outW.Close()
	select {
	case serr := <-done:
		require.NoError(t, serr)
	case <-time.After(5 * time.Second):
		t.Fatal("the stand-in caiaio did not end 5 s after the referee")
	}
	return rec, rep, err
}

func TestRefereeReportsContestScores(t *testing.T) {
	s := &standIn{answers: [2][]string{{"3", "3"}, {"1", "2"}}, ms: "time 120 240"}
	rec, rep, err := referee(t, s)
	require.NoError(t, err)
	assert.Equal(t, []string{
		"1 Start", "I listen 1", "2 3", "I listen 2", "1 1", "I listen 1", "2 3", "I listen 2",
		"1 Quit", "2 Quit", "I request_time 1", "I request_time 2", "M report 6 3 finished",
	}, s.said)
	assert.Equal(t, Report{Points: [2]float64{6, 3}, Message: "finished"}, rep)
	assert.Equal(t, [2]float64{0.12, 0.12}, rec.Time)
	assert.Equal(t, "sum seed 7", rec.Setup)
	assert.Empty(t, rec.Faults)
}

func TestRefereeFaults(t *testing.T) {
	for _, c := range []struct {
		name, answer, kind, report string
	}{
		{"timeout", TokenTimeout, arena.FaultTimeout, "report 6 0 p2_timeout"},
		{"crash", "<caiaio:_player_crashed:_Segmentation_fault>", arena.FaultCrash, "report 6 0 p2_crash"},
		{"stopped", TokenStopped, arena.FaultClosed, "report 6 0 p2_closed"},
		{"empty line", TokenEmptyLine, arena.FaultIllegal, "report 6 0 p2_illegal"},
		{"illegal", "7", arena.FaultIllegal, "report 6 0 p2_illegal"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := &standIn{answers: [2][]string{{"3", "3"}, {c.answer}}, ms: "time 5 5"}
			rec, _, err := referee(t, s)
			require.NoError(t, err)
			assert.Equal(t, c.report, s.report)
			// The faulty player is sent nothing more, not even Quit.
			assert.Equal(t, []string{"1 Start", "I listen 1", "2 3", "I listen 2", "1 1", "I listen 1", "1 Quit",
				"I request_time 1", "I request_time 2", "M " + c.report}, s.said)
			require.Len(t, rec.Faults, 1)
			assert.Equal(t, arena.Fault{Player: 1, Kind: c.kind, Move: 1, Detail: rec.Faults[0].Detail}, rec.Faults[0])
			assert.Contains(t, rec.Faults[0].Detail, strings.Trim(c.answer, "<>"))
			assert.Equal(t, [2]float64{6, 2}, rec.Contest, "the jury said 1 twice for the faulty player")
			assert.Equal(t, "1", rec.Moves[1].Line)
			assert.True(t, rec.Moves[1].Jury)
		})
	}
}

func TestRefereeBothFault(t *testing.T) {
	s := &standIn{answers: [2][]string{{"3", TokenTimeout}, {"x"}}, ms: "time 5 5"}
	_, rep, err := referee(t, s)
	require.NoError(t, err)
	assert.Equal(t, Report{Points: [2]float64{0, 0}, Message: "p2_illegal+p1_timeout"}, rep)
}

func TestRefereeRefusesWhatNoCaiaioAnswers(t *testing.T) {
	s := &standIn{answers: [2][]string{{"3", "3"}, {"1", "2"}}, ms: "120 ms"}
	_, _, err := referee(t, s)
	require.EqualError(t, err, `caiaio answered "120 ms" to request_time, not "time USED SCALED"`)
	s = &standIn{answers: [2][]string{{"3"}, {}}, ms: "time 1 1"}
	_, _, err = referee(t, s)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `caiaio's answer to "I listen 2"`)
}

func TestParseReport(t *testing.T) {
	r, err := ParseReport("report 84 66 finished")
	require.NoError(t, err)
	assert.Equal(t, Report{Points: [2]float64{84, 66}, Message: "finished"}, r)
	assert.Equal(t, "report 84 66 finished", r.String())
	r, err = ParseReport("report 0.5 -1.25 draw")
	require.NoError(t, err)
	assert.Equal(t, "report 0.5 -1.25 draw", r.String())
	for text, want := range map[string]string{
		"report 1 2":       `report "report 1 2": want "report P1 P2 MESSAGE" (two players' points and one word)`,
		"report 1 2 a b":   `report "report 1 2 a b": want "report P1 P2 MESSAGE" (two players' points and one word)`,
		"report x 2 won":   `report "report x 2 won": player 1's points "x" are not a number`,
		"report 1 NaN won": `report "report 1 NaN won": player 2's points "NaN" are not a number`,
		"reports 1 2 won":  `not a report: "reports 1 2 won"`,
	} {
		_, err := ParseReport(text)
		assert.EqualError(t, err, want, text)
	}
}

func TestTokens(t *testing.T) {
	assert.Equal(t, "<caiaio:_player_crashed:_Segmentation_fault>", crashedToken("segmentation fault"))
	assert.Equal(t, "<caiaio:_player_crashed:_Killed>", crashedToken("killed"))
	for _, tok := range []string{TokenTimeout, TokenStopped, TokenEmptyLine, crashedToken("aborted")} {
		assert.True(t, IsToken(tok), tok)
	}
	assert.False(t, IsToken("A1=5"))
	assert.Equal(t, `<caiaio:_player_sends_'\n'>`, TokenEmptyLine)
}
