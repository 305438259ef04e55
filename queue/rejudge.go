package queue

import (
	"fmt"
	"path/filepath"
	"strings"

	"botcup/arena"
)

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
