package judge

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"

	"botcup/arena"
	"botcup/blackhole"
)

// FuzzJudgePlay feeds the judge any answer after a few jury moves: it is
// applied if and only if it is a legal move, and otherwise rejected with
// an error, malformed or illegal, leaving the game as it was.
func FuzzJudgePlay(f *testing.F) {
	for _, s := range []string{"B3=15", "A8=1", "H1=1", "A1=16", "Start", "Quit", "", "B3=15\n", "B3=15 ", "C4", "E4=07"} {
		f.Add(s, uint8(0))
		f.Add(s, uint8(7))
		f.Add(s, uint8(29))
	}
	j, err := NewJudge(map[string]string{OptBrown: "default"})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, line string, plies uint8) {
		g := j.NewGame(1).(*Game)
		for i := 0; i < int(plies%blackhole.MaxPlies); i++ {
			p, _ := g.Next()
			if err := g.Play(p, g.Fallback(p)); err != nil {
				t.Fatal(err)
			}
		}
		p, _ := g.Next()
		before := g.Position().String()
		err := g.Play(p, line)
		m, perr := blackhole.ParseMove(line)
		probe, _ := blackhole.ParsePosition(before)
		switch {
		case perr != nil:
			assert.True(t, errors.Is(err, arena.ErrMalformed), "%q: %v", line, err)
			assert.Equal(t, before, g.Position().String())
		case probe.Legal(m) != nil:
			assert.Error(t, err)
			assert.False(t, errors.Is(err, arena.ErrMalformed))
			assert.Equal(t, before, g.Position().String())
		default:
			assert.NoError(t, err)
			assert.Equal(t, before+" "+m.String(), g.Position().String())
		}
	})
}
