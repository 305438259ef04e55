package turn

import (
	"fmt"

	"botcup/game"
	"botcup/search"
	"botcup/search/duel"
)

// Line is the game.OpeningLine of a game whose bot is a duel from
// position s, valued by its Duel's alpha-beta; unit is one contest point in
// the game's Eval.
func Line[S any, M duel.Move, P duel.Position[S, M]](s P, unit int32) game.OpeningLine {
	return &line[S, M, P]{s: s, unit: unit}
}

// line is a line of a game whose bot is a duel.
type line[S any, M duel.Move, P duel.Position[S, M]] struct {
	s    P
	unit int32
	buf  []M
}

func (l *line[S, M, P]) Options() []string { return nil }
func (l *line[S, M, P]) Over() bool        { return l.s.Over() }

func (l *line[S, M, P]) PlayRandom(rng *search.Rng) string {
	l.buf = l.s.Moves(l.buf[:0])
	m := l.buf[rng.Intn(len(l.buf))]
	l.s.Make(m)
	return m.String()
}

func (l *line[S, M, P]) Play(tok string) error {
	l.buf = l.s.Moves(l.buf[:0])
	for _, m := range l.buf {
		if m.String() == tok {
			l.s.Make(m)
			return nil
		}
	}
	return fmt.Errorf("%q is not a legal move", tok)
}

func (l *line[S, M, P]) Value(depth int) float64 {
	d, err := duel.New[S, M](l.s, duel.Options{Kind: duel.AlphaBeta, MaxDepth: depth, TTEntries: 1 << 16})
	if err != nil {
		panic(err) // unreachable: the options are valid
	}
	return float64(d.Choose(nil).Value) / float64(l.unit)
}
