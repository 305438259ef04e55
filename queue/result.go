package queue

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"botcup/arena"
)

// decodeResult reads a result as the coordinator takes it: JSON of a
// Result whose records are games of its own job (each once), or one
// board's result. A result that is no such thing is an error; what could
// be read of it (its worker, its games) comes with it.
func decodeResult(data []byte) (Result, error) {
	var res Result
	if err := json.Unmarshal(data, &res); err != nil {
		return Result{}, err
	}
	games := len(res.Games) > 0 || len(res.Records) > 0
	switch {
	case games == (res.Board != nil):
		return res, errors.New("neither a pair's games nor a board, or both")
	case res.Board == nil && res.Solved != nil:
		return res, errors.New("a board's result without its board")
	case res.Board != nil && res.Solved == nil && res.Err == "":
		return res, errors.New("a board with neither a result nor an error")
	case res.Board != nil && *res.Board < 0:
		return res, fmt.Errorf("board %d", *res.Board)
	}
	seen := map[int]bool{}
	for _, i := range res.Games {
		if i < 0 || seen[i] {
			return res, fmt.Errorf("games %v: each at most once, none negative", res.Games)
		}
		seen[i] = true
	}
	if res.Err != "" && len(res.Records) > 0 {
		return res, errors.New("records and an error")
	}
	for k, r := range res.Records {
		if !slices.Contains(res.Games, r.Index) || slices.ContainsFunc(res.Records[:k], func(o arena.Record) bool { return o.Index == r.Index }) {
			return res, fmt.Errorf("a record of game %d, not one of its job's games %v (or twice)", r.Index, res.Games)
		}
	}
	if res.Solved != nil && res.Solved.Board != *res.Board {
		return res, fmt.Errorf("board %d's result says board %d", *res.Board, res.Solved.Board)
	}
	return res, nil
}

// keys are the keys of who waits on the result's games or board.
func (r *Result) keys() []int {
	if r.Board != nil && *r.Board >= 0 {
		return []int{boardKey(*r.Board)}
	}
	var keys []int
	for _, i := range r.Games {
		if i >= 0 {
			keys = append(keys, i)
		}
	}
	return keys
}

// rejudge checks a worker's record of scheduled game s, whose job sent it
// as sent (its command lines as they travelled): the game re-judged (see
// arena.Rejudge) and its command lines those sent, with the worker's
// own botcup and copies of the files that travelled.
func (c *Coordinator) rejudge(s, sent arena.Scheduled, rec *arena.Record) error {
	if err := arena.Rejudge(c.judge, c.run.Registration.NewJudge, s, c.run.Options, rec); err != nil {
		return err
	}
	for k, p := range sent.Players {
		if err := travelled(p.Argv, s.Seed, s.Opening.MovesText(), rec.Commands[k]); err != nil {
			return fmt.Errorf("%w: game %d: player %d's command line %q: %v", arena.ErrNotGenuine, s.Index, k, rec.Commands[k], err)
		}
	}
	return nil
}

// travelled checks a worker's command line against the travelling one,
// argv (see Packing), for a game of seed on the opening line moves.
func travelled(argv []string, seed uint64, moves, line string) error {
	words, err := arena.SplitCommandLine(line)
	if err != nil {
		return err
	}
	want := arena.ExpandArgv(argv, seed, moves)
	if len(words) != len(want) {
		return fmt.Errorf("%d words, the job's has %d", len(words), len(want))
	}
	for k, w := range want {
		switch {
		case w == selfArg:
			if words[k] == "" {
				return fmt.Errorf("word %d: no botcup", k+1)
			}
		case strings.HasPrefix(w, sha256Arg) && strings.HasSuffix(w, "}"):
			if filepath.Base(words[k]) != strings.TrimSuffix(strings.TrimPrefix(w, sha256Arg), "}") {
				return fmt.Errorf("word %d: %q is not the file %s", k+1, words[k], w)
			}
		case words[k] != w:
			return fmt.Errorf("word %d: %q, the job's is %q", k+1, words[k], w)
		}
	}
	return nil
}

// Control is a message on a run's control subject, from its coordinator
// to the workers: the run is over (they abandon its games), or a worker
// is refused for the rest of the run, and why.
type Control struct {
	Over   bool   `json:"over,omitempty"`
	Refuse string `json:"refuse,omitempty"`
	Reason string `json:"reason,omitempty"`
}

// decodeControl reads a control message of the subject's run: JSON of a
// Control, saying one thing.
func decodeControl(subject string, data []byte) (run string, m Control, err error) {
	run, ok := strings.CutPrefix(subject, controlSubject)
	if !ok || run == "" || strings.ContainsAny(run, ".*> \t\r\n") {
		return "", m, fmt.Errorf("control subject %q is not %sRUN", subject, controlSubject)
	}
	if err := json.Unmarshal(data, &m); err != nil {
		return "", m, fmt.Errorf("control message of run %s: %w", run, err)
	}
	if m.Over == (m.Refuse != "") {
		return "", m, fmt.Errorf("control message of run %s says %s", run, map[bool]string{true: "two things", false: "nothing"}[m.Over])
	}
	return run, m, nil
}

// versionText is a version for a message.
func versionText(v string) string {
	if v == "" {
		return "of no version (an older build)"
	}
	return v
}
