package judge

import (
	"fmt"
	"strings"

	"botcup/blackhole"
)

// Render draws the triangle for a terminal, row A at the top and H1 at the
// bottom, each row shifted by half a field as the hexagons lie: "r15" a
// red stone, "b3" a blue one, "##" a brown one, "." empty ("()" the hole
// once the game is over); then the score or whose turn it is.
func Render(s *blackhole.State) string {
	var b strings.Builder
	for u := 0; u < blackhole.Rows; u++ {
		b.WriteString(strings.Repeat("  ", u))
		fmt.Fprintf(&b, "%c ", 'A'+u)
		for v := 0; u+v < blackhole.Rows; v++ {
			f := blackhole.At(u, v)
			c, val := s.Stone(f)
			switch {
			case s.Brown()>>f&1 != 0:
				b.WriteString("  ##")
			case val != 0:
				fmt.Fprintf(&b, " %c%2d", "rb"[c], val)
			case s.Over():
				b.WriteString("  ()")
			default:
				b.WriteString("   .")
			}
		}
		b.WriteByte('\n')
	}
	red, blue := s.Scores()
	if s.Over() {
		fmt.Fprintf(&b, "after %d plies: over, hole %v, %d - %d\n", s.Plies(), s.Hole(), red, blue)
	} else {
		fmt.Fprintf(&b, "after %d plies: %v to move\n", s.Plies(), s.Side())
	}
	return b.String()
}
