package queue

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"botcup/arena"
)

// decodeJob reads a job as a worker takes it: JSON of a Job of a run,
// for a game, with a pair's games (each once, each with its players'
// command lines) or a board. Anything else is an error.
func decodeJob(data []byte) (Job, error) {
	var job Job
	if err := json.Unmarshal(data, &job); err != nil {
		return Job{}, err
	}
	switch {
	case job.Run == "" || strings.ContainsAny(job.Run, ".*> \t\r\n"):
		return job, fmt.Errorf("run %q is no run id", job.Run)
	case job.Game == "":
		return job, errors.New("no game")
	case (len(job.Games) > 0) == (job.Solve != nil):
		return job, errors.New("neither a pair's games nor a board, or both")
	case job.Solve != nil && (job.Solve.Board < 0 || len(job.Solve.Player.Argv) == 0):
		return job, fmt.Errorf("board %d for player %q", job.Solve.Board, job.Solve.Player.Argv)
	case job.Judge != "" && (!strings.HasPrefix(job.Judge, sha256Arg) || !strings.HasSuffix(job.Judge, "}") || len(job.Judge) != len(sha256Arg)+64+1):
		return job, fmt.Errorf("judge %q: a judge travels by its SHA-256 alone", job.Judge)
	}
	seen := map[int]bool{}
	for _, s := range job.Games {
		if s.Index < 0 || seen[s.Index] {
			return job, fmt.Errorf("game %d: each game once, none negative", s.Index)
		}
		seen[s.Index] = true
		for _, p := range s.Players {
			if len(p.Argv) == 0 {
				return job, fmt.Errorf("game %d: player %q without a command line", s.Index, p.Name)
			}
		}
	}
	return job, nil
}

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
