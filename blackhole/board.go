package blackhole

import "time"

// The board: 36 fields in a triangle of 8 rows. Row A holds 8 fields
// (A1..A8), row B 7, ..., row H one (H1).
const (
	// Rows is the number of rows, A..H.
	Rows = 8
	// Fields is the number of fields, 8+7+...+1.
	Fields = Rows * (Rows + 1) / 2
	// NumBrown is the number of brown jury stones the referee places
	// before the first move.
	NumBrown = 5
	// StonesEach is the number of stones of each side, valued 1..MaxValue,
	// each value once.
	StonesEach = 15
	// MaxValue is the highest stone value.
	MaxValue = StonesEach
	// MaxPlies is the game's length: every stone placed, 30 moves; one
	// field stays empty, the black hole.
	MaxPlies = 2 * StonesEach
	// BasePoints is what each side scores when the stones next to the hole
	// cancel out: Red gets BasePoints+R-B, Blue BasePoints-R+B.
	BasePoints = 75
)

// TimeLimit is each program's thinking time for a whole game.
// Decision (the rules page kept in our sources says nothing about time):
// 5 s, CodeCup 2018's limit as the sparring bot Messier31 plans for it
// (its budget is 4,700 ms of a game).
const TimeLimit = 5 * time.Second

// Colour is a side and the colour of its stones: Red moves first.
type Colour uint8

// The two colours.
const (
	Red  Colour = 0
	Blue Colour = 1
)

// Other is the opponent of c.
func (c Colour) Other() Colour { return c ^ 1 }

// String is "Red" or "Blue".
func (c Colour) String() string {
	if c == Red {
		return "Red"
	}
	return "Blue"
}

// Field is a field of the board, numbered row by row: A1..A8 are 0..7,
// B1..B7 8..14, ..., H1 is 35.
type Field uint8

// rowStart is the number of the first field of each row.
var rowStart = [Rows + 1]Field{0, 8, 15, 21, 26, 30, 33, 35, 36}

// At is the field in row u (0 for A) and place v (0 for the number 1); it
// exists when u, v >= 0 and u+v <= 7.
func At(u, v int) Field { return rowStart[u] + Field(v) }

// OnBoard reports whether row u and place v name a field.
func OnBoard(u, v int) bool { return u >= 0 && v >= 0 && u+v < Rows }

// Row is the field's row, 0 for A.
func (f Field) Row() int {
	u := 0
	for rowStart[u+1] <= f {
		u++
	}
	return u
}

// Place is the field's place in its row, 0 for the number 1.
func (f Field) Place() int { return int(f - rowStart[f.Row()]) }

// String is the field's name: its row letter and number, "A1".."H1".
func (f Field) String() string {
	return string([]byte{byte('A' + f.Row()), byte('1' + f.Place())})
}

// Neighbours is the set of fields next to f, one bit per field: those of
// (u-1, v), (u-1, v+1), (u, v-1), (u, v+1), (u+1, v-1), (u+1, v) on the
// board.
func Neighbours(f Field) uint64 { return neighbours[f] }

// neighbours is Neighbours' table.
var neighbours = func() (t [Fields]uint64) {
	steps := [6][2]int{{-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}}
	for f := Field(0); f < Fields; f++ {
		u, v := f.Row(), f.Place()
		for _, d := range steps {
			if OnBoard(u+d[0], v+d[1]) {
				t[f] |= 1 << At(u+d[0], v+d[1])
			}
		}
	}
	return t
}()

// allFields has a bit for every field.
const allFields = uint64(1)<<Fields - 1
