package judge

import (
	"botcup/game"
	"botcup/more"
	"botcup/search"
)

// NewLine starts a line of `botcup openings`: a game on a random board
// drawn as the judge draws them, carried in the suite as board=WALLS.
func NewLine(rng *search.Rng) game.OpeningLine {
	return LineOn(RandomBoard(rng, DefaultWallOdds))
}

// LineOn starts a line on board b.
func LineOn(b *more.Board) game.OpeningLine { return &line{board: b, pos: more.NewPosition(b)} }

// line is a line of More from the start of its board; the bot's engine
// values it.
type line struct {
	board *more.Board
	pos   *more.Position
	moves []more.Move
}

func (l *line) Options() []string { return []string{OptBoard + "=" + l.board.String()} }
func (l *line) Over() bool        { return l.pos.Over() }

func (l *line) PlayRandom(rng *search.Rng) string {
	ms := l.pos.Moves(nil)
	m := ms[rng.Intn(len(ms))]
	l.pos.Make(m)
	l.moves = append(l.moves, m)
	return m.String()
}

func (l *line) Play(tok string) error {
	m, err := more.ParseMove(tok)
	if err == nil {
		err = l.pos.Check(m)
	}
	if err != nil {
		return err
	}
	l.pos.Make(m)
	l.moves = append(l.moves, m)
	return nil
}

func (l *line) Value(depth int) float64 {
	e, err := more.NewEngine(l.board, more.EngineOptions{Kind: more.AlphaBeta, MaxDepth: depth, TTEntries: 1 << 16})
	if err == nil {
		for _, m := range l.moves {
			if err = e.Play(m); err != nil {
				break
			}
		}
	}
	var th more.Thought
	if err == nil {
		th, err = e.Think(search.NoDeadline{})
	}
	if err != nil {
		panic(err) // unreachable: the moves were legal, the options valid
	}
	if th.Forced {
		return float64(e.SearchPosition().Eval()) / more.Unit
	}
	return float64(th.Value) / more.Unit
}
