package judge

import (
	"strings"

	"botcup/blackhole"
	"botcup/game"
	"botcup/game/turn"
	"botcup/search"
)

// NewLine is a random opening line for `botcup openings`: five brown
// stones drawn from rng (the line's judge option brown=F1,...,F5), then the
// moves the bot searches from there (blackhole.Position's Moves: each
// empty field with the mover's highest or lowest value), so that a bot
// following the line (-line) finds each of its moves among its own;
// valued by the bot's alpha-beta in points of R-B.
func NewLine(rng *search.Rng) game.OpeningLine {
	brown := blackhole.DrawBrown(rng)
	s, _ := blackhole.New(brown) // DrawBrown gives five different fields
	return brownLine{turn.Line[blackhole.Position, blackhole.Move](blackhole.NewPosition(s), blackhole.Scale), brown}
}

// brownLine is a line on its brown stones.
type brownLine struct {
	game.OpeningLine
	brown [blackhole.NumBrown]blackhole.Field
}

// Options is the line's brown stones as the judge option OptBrown.
func (l brownLine) Options() []string {
	return []string{OptBrown + "=" + strings.Join(fieldNames(l.brown), ",")}
}
