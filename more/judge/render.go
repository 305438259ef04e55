package judge

import (
	"fmt"
	"strings"

	"botcup/more"
)

// Render draws the position: stones W and B, walls | and - (single), # and
// = (double), each side's moves, penalties and points, and who is to move.
func (g *MoreGame) Render() string { return Render(g.pos) }

// Legend explains Render's symbols, for a reader of a text replay.
func (g *MoreGame) Legend() string {
	return "W, B: White's and Black's stones; walls: | single and # double east of a square, - single and = double south of it (a step through a single wall costs 1 penalty point, through a double 2)"
}

// Render draws a position (see MoreGame.Render).
func Render(p *more.Position) string {
	b := p.Board()
	var sb strings.Builder
	sb.WriteString("   1  2  3  4  5  6\n")
	for r := 0; r < more.Size; r++ {
		sb.WriteByte(byte('a' + r))
		sb.WriteByte(' ')
		for c := 0; c < more.Size; c++ {
			sq := more.SquareAt(r, c)
			ch := byte('.')
			switch {
			case p.Stones(more.White)&(1<<sq) != 0:
				ch = 'W'
			case p.Stones(more.Black)&(1<<sq) != 0:
				ch = 'B'
			}
			sb.WriteByte(' ')
			sb.WriteByte(ch)
			if w, ok := b.Wall(sq, more.East); ok {
				sb.WriteByte(" |#"[w])
			}
		}
		sb.WriteByte('\n')
		if r == more.Size-1 {
			break
		}
		sb.WriteString("  ")
		for c := 0; c < more.Size; c++ {
			w, _ := b.Wall(more.SquareAt(r, c), more.South)
			sb.WriteByte(' ')
			sb.WriteByte(" -="[w])
			sb.WriteByte(' ')
		}
		trimLine(&sb)
	}
	for c := more.White; c <= more.Black; c++ {
		fmt.Fprintf(&sb, "%v: %d moves, %d penalty points, %d points", c, p.MovesMade(c), p.Penalties(c), p.Points(c))
		if p.Finished(c) {
			sb.WriteString(", home")
		}
		sb.WriteByte('\n')
	}
	switch {
	case p.Over():
		pts := p.FinalPoints()
		s := more.Scores(pts)
		fmt.Fprintf(&sb, "over: final points %d to %d, scores %d to %d\n", pts[0], pts[1], s[0], s[1])
	default:
		fmt.Fprintf(&sb, "%v to move\n", p.ToMove())
	}
	return sb.String()
}

// trimLine ends the line being written, without its trailing blanks.
func trimLine(sb *strings.Builder) {
	s := strings.TrimRight(sb.String(), " ")
	sb.Reset()
	sb.WriteString(s)
	sb.WriteByte('\n')
}
