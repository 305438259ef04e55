package caia

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// The lines caiaio answers "I listen N" with when player N has no line to
// give: its clock ran out, it ended without a signal, a signal ended it
// (TokenCrashed's %s is the signal's name as strsignal writes it, spaces
// as "_"), or it sent an empty line (also what the official caiaio
// answers for a player that took one turn and exited).
const (
	TokenTimeout   = "<caiaio:_player_timeout>"
	TokenStopped   = "<caiaio:_player_stopped>"
	TokenCrashed   = "<caiaio:_player_crashed:_%s>"
	TokenEmptyLine = "<caiaio:_player_sends_'\\n'>"
	tokenCrashedAt = "<caiaio:_player_crashed:_"
)

// LockOK answers "I lock".
const LockOK = "lock_ok"

// crashedToken is TokenCrashed for a signal whose name Go writes as sig
// ("segmentation fault"): glibc's strsignal capitalises it
// ("Segmentation fault"), caiaio writes its spaces as "_".
func crashedToken(sig string) string {
	r := []rune(sig)
	if len(r) > 0 {
		r[0] = unicode.ToUpper(r[0])
	}
	return fmt.Sprintf(TokenCrashed, strings.ReplaceAll(string(r), " ", "_"))
}

// IsToken reports whether line is one of caiaio's tokens for a fault.
func IsToken(line string) bool {
	switch {
	case line == TokenTimeout, line == TokenStopped, line == TokenEmptyLine:
		return true
	case strings.HasPrefix(line, tokenCrashedAt) && strings.HasSuffix(line, ">"):
		return true
	}
	return false
}

// Report is a referee's result: each player's points and one word on how
// the game ended.
type Report struct {
	Points  [2]float64
	Message string
}

// reportWord starts a report after "M ".
const reportWord = "report"

// String is the report as a referee writes it after "M ".
func (r Report) String() string {
	return fmt.Sprintf("%s %s %s %s", reportWord, formatPoints(r.Points[0]), formatPoints(r.Points[1]), r.Message)
}

func formatPoints(p float64) string {
	return strconv.FormatFloat(p, 'f', -1, 64)
}

// errNotReport marks a manager line that is no report at all.
var errNotReport = errors.New("not a report")

// ParseReport reads a manager line (what follows "M ") as a report for
// two players: "report P1 P2 MESSAGE", the points numbers and the message
// one word. A line that does not start with "report" wraps errNotReport.
func ParseReport(text string) (Report, error) {
	f := strings.Fields(text)
	if len(f) == 0 || f[0] != reportWord {
		return Report{}, fmt.Errorf("%w: %q", errNotReport, text)
	}
	if len(f) != 4 {
		return Report{}, fmt.Errorf("report %q: want \"report P1 P2 MESSAGE\" (two players' points and one word)", text)
	}
	var r Report
	for i := range r.Points {
		p, err := strconv.ParseFloat(f[1+i], 64)
		if err != nil || p != p || p > 1e15 || p < -1e15 {
			return Report{}, fmt.Errorf("report %q: player %d's points %q are not a number", text, i+1, f[1+i])
		}
		r.Points[i] = p
	}
	r.Message = f[3]
	return r, nil
}

// SeedEnv is the environment variable in which botcup, hosting a CAIA
// referee, gives it the game's seed (decimal): `botcup caia referee`
// plays that seed, so that a hosted game of botcup's own judge is the
// game botcup plays with it directly. Other referees ignore it.
const SeedEnv = "BOTCUP_SEED"
