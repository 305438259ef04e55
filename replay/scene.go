package replay

import "botcup/game/draw"

// Drawing is one recorded game (or solved board) ready to be stepped through,
// as package draw defines it; Frame and Scene are its parts.
type (
	Drawing = draw.Drawing
	Frame   = draw.Frame
	Scene   = draw.Scene
)

// num writes a coordinate without needless digits.
func num(f float64) string { return draw.Num(f) }
