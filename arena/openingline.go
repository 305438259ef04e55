package arena

import (
	"fmt"

	"botcup/search"
	"botcup/search/duel"
)

// OpeningLine is a random line being drawn for an opening suite (`botcup
// openings`): the game's position from the start, with the judge options
// it is played under.
type OpeningLine interface {
	// Options are the line's judge options as suite words
	// ("board=WALLS"); none for a game whose start is always the same.
	Options() []string
	// Over reports that the game has ended.
	Over() bool
	// PlayRandom plays a uniformly random legal move and returns its token.
	PlayRandom(rng *search.Rng) string
	// Play plays the legal move written tok, or says why it is none.
	Play(tok string) error
	// Value is a fixed alpha-beta search's value of the position to
	// depth, from the side to move, in contest points.
	Value(depth int) float64
}

// DuelLine is the OpeningLine of a duel game (Bao, Invers) from position s,
// valued by its Duel's alpha-beta; unit is one contest point in the game's
// Eval.
func DuelLine[S any, M duel.Move, P duel.Position[S, M]](s P, unit int32) OpeningLine {
	return &duelLine[S, M, P]{s: s, unit: unit}
}

// duelLine is a line of a duel game.
type duelLine[S any, M duel.Move, P duel.Position[S, M]] struct {
	s    P
	unit int32
	buf  []M
}

func (l *duelLine[S, M, P]) Options() []string { return nil }
func (l *duelLine[S, M, P]) Over() bool        { return l.s.Over() }

func (l *duelLine[S, M, P]) PlayRandom(rng *search.Rng) string {
	l.buf = l.s.Moves(l.buf[:0])
	m := l.buf[rng.Intn(len(l.buf))]
	l.s.Make(m)
	return m.String()
}

func (l *duelLine[S, M, P]) Play(tok string) error {
	l.buf = l.s.Moves(l.buf[:0])
	for _, m := range l.buf {
		if m.String() == tok {
			l.s.Make(m)
			return nil
		}
	}
	return fmt.Errorf("%q is not a legal move", tok)
}

func (l *duelLine[S, M, P]) Value(depth int) float64 {
	d, err := duel.New[S, M](l.s, duel.Options{Kind: duel.AlphaBeta, MaxDepth: depth, TTEntries: 1 << 16})
	if err != nil {
		panic(err) // unreachable: the options are valid
	}
	return float64(d.Choose(nil).Value) / float64(l.unit)
}
