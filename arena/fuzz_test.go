package arena

import (
	"bytes"
	"encoding/json"
	"errors"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"botcup/game"
	"botcup/game/toytest"
)

// FuzzSplitWords: never panics; without quotes or backslashes it splits as
// strings.Fields does (on blanks, tabs and newlines).
func FuzzSplitWords(f *testing.F) {
	for _, s := range []string{"a b", `a "b c" 'd'`, `a\ b`, `"`, `'`, `\`, "", "x\ty\nz"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		words, err := splitWords(s)
		if strings.ContainsAny(s, `"'\`) {
			return
		}
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		want := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' })
		if !slices.Equal(words, want) {
			t.Fatalf("%q: got %q, want %q", s, words, want)
		}
	})
}

// FuzzReadRecords: never panics; the good prefix reads back to the same
// records with no broken tail.
func FuzzReadRecords(f *testing.F) {
	f.Add([]byte(`{"game":"sum","index":0}` + "\n" + `{"game":"sum","index":1}`))
	f.Add([]byte("\n\n{\"ga"))
	f.Add([]byte(`{"moves":[{"p":1,"m":"A","t":0.5}]}` + "\n{oops\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		recs, good, tail, err := ReadRecords(bytes.NewReader(data))
		if err != nil {
			return
		}
		if good < 0 || good > int64(len(data)) {
			t.Fatalf("good %d outside 0..%d", good, len(data))
		}
		again, good2, tail2, err := ReadRecords(bytes.NewReader(data[:good]))
		if err != nil || tail2 != nil || good2 != good || len(again) != len(recs) {
			t.Fatalf("prefix %q: %d records, good %d, tail %v, err %v; first read %d records (tail %v)", data[:good], len(again), good2, tail2, err, len(recs), tail)
		}
	})
}

// FuzzReadAnyRecords: a record file of any kind, however broken, never
// panics the reader or `botcup stats`'s sums over what it read.
func FuzzReadAnyRecords(f *testing.F) {
	f.Add([]byte(`{"kind":"game","version":1,"game":"sum","index":0,"players":["a","b"],"moves":[{"p":0,"m":"1","t":0.1}],"scores":[1,0],"faults":[{"player":1,"kind":"crash","move":1}]}` + "\n" +
		`{"kind":"solve","game":"pick","board_text":"5","player":"p","time_s":1,"board":0,"score":3,"scores":{"contest":3}}` + "\n"))
	f.Add([]byte(`{"kind":"tune"}` + "\n"))
	f.Add([]byte(`{"players":["a","a"],"scores":[1e308,-1e308]}` + "\n{\"kind\":"))
	f.Fuzz(func(t *testing.T, data []byte) {
		games, boards, _, err := ReadAnyRecords(bytes.NewReader(data))
		if err != nil {
			return
		}
		SummarizeGames(games)
		SummarizeSolves(boards)
	})
}

// suiteOptions are the judge options FuzzParseSuite's suites may name.
var suiteOptions = []game.Option{{Name: "a"}, {Name: "b"}, {Name: "moves"}}

// FuzzParseSuite: a suite's text never panics the parser or the check by
// the judge, and a suite it reads reads back the same from its lines
// written out again (options first, then moves).
func FuzzParseSuite(f *testing.F) {
	f.Add("# a suite\n1 2 3\n\nmoves=2 1 1\n")
	f.Add("a=1 b=2\n=x\n1 a=1\n")
	f.Add("1 2 3 3 3 3 3 3\n")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParseSuite("s.txt", strings.NewReader(text), suiteOptions)
		if err != nil {
			return
		}
		var out strings.Builder
		for _, o := range s.Lines {
			names := slices.Sorted(maps.Keys(o.Options))
			if len(names) > 0 && strings.HasPrefix(names[0], "#") {
				// An option "#..." (no judge has one) written first
				// would make the line a comment: no writer does that.
				return
			}
			for _, name := range names {
				out.WriteString(name + "=" + o.Options[name] + " ")
			}
			out.WriteString(o.MovesText() + "\n")
		}
		again, err := ParseSuite("again.txt", strings.NewReader(out.String()), suiteOptions)
		if err != nil {
			t.Fatalf("%q read, written as %q, is refused: %v", text, out.String(), err)
		}
		if len(again.Lines) != len(s.Lines) {
			t.Fatalf("%q: %d lines, written and read again %d", text, len(s.Lines), len(again.Lines))
		}
		for i := range s.Lines {
			if !s.Lines[i].equal(again.Lines[i]) {
				t.Fatalf("%q: line %d is %v, written and read again %v", text, i, s.Lines[i], again.Lines[i])
			}
		}
		_ = s.Check(func(opts map[string]string) (game.Judge, error) {
			if len(opts) > 0 {
				return nil, errors.New("unknown option")
			}
			return toytest.Sum{Clock: time.Second, MovesEach: 3}, nil
		}, nil)
	})
}

// FuzzRejudge: no record, however made up, panics the re-judging of a game
// of the toy judge, and one it takes is the judge's own: its moves replay
// to its contest scores, and a faulted player scores 0.
func FuzzRejudge(f *testing.F) {
	j := toytest.Sum{Clock: time.Second, MovesEach: 2}
	s := Scheduled{Index: 3, Seed: 9, Players: [2]Entrant{{Name: "a"}, {Name: "b"}}}
	genuine := Record{Kind: GameKind, Version: RecordVersion, Game: "sum", Index: 3, Seed: 9, Setup: "sum seed 9", Players: [2]string{"a", "b"},
		Moves:   []Move{{Player: 0, Line: "2", Time: 0.1}, {Player: 1, Line: "7", Jury: true}, {Player: 0, Line: "3"}, {Player: 1, Line: "1", Jury: true}},
		Faults:  []Fault{{Player: 1, Kind: FaultIllegal, Move: 1, Detail: `"7": say 1, 2 or 3`}},
		Contest: [2]float64{5, 2}, Scores: [2]float64{5, 0}, Time: [2]float64{0.1, 0}}
	genuine.Moves[1].Line = "1"
	b, _ := json.Marshal(genuine)
	f.Add(b)
	f.Add([]byte(`{"kind":"game","version":1,"game":"sum","index":3,"seed":9,"setup":"sum seed 9","players":["a","b"],"moves":[{"p":0,"m":"Z"}],"contest":[150,0],"scores":[150,0]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var rec Record
		if json.Unmarshal(data, &rec) != nil {
			return
		}
		if Rejudge(j, nil, s, GameOptions{}, &rec) != nil {
			return
		}
		g := j.NewGame(s.Seed)
		for _, m := range rec.Moves {
			if err := g.Play(m.Player, m.Line); err != nil {
				t.Fatalf("taken, but move %q is illegal: %v", m.Line, err)
			}
		}
		if !g.Over() || g.Scores() != rec.Contest {
			t.Fatalf("taken, but its moves end at scores %v (over: %v), not %v", g.Scores(), g.Over(), rec.Contest)
		}
		for _, fl := range rec.Faults {
			if rec.Scores[fl.Player] != 0 {
				t.Fatalf("taken, but faulted player %d scores %v", fl.Player, rec.Scores[fl.Player])
			}
		}
	})
}
