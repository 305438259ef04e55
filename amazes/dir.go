package amazes

// Dir is a compass direction in the maze: North is up (towards row 1), East
// is right (towards column 25). The values turn clockwise.
type Dir uint8

// The four directions, clockwise.
const (
	North Dir = iota
	East
	South
	West
)

// Right is the direction a quarter turn clockwise from d.
func (d Dir) Right() Dir { return (d + 1) & 3 }

// Left is the direction a quarter turn anticlockwise from d.
func (d Dir) Left() Dir { return (d + 3) & 3 }

// Back is the opposite direction.
func (d Dir) Back() Dir { return (d + 2) & 3 }

// DRow is the change of row of one step in direction d.
func (d Dir) DRow() int { return dRow[d&3] }

// DCol is the change of column of one step in direction d.
func (d Dir) DCol() int { return dCol[d&3] }

// String is the direction's letter: N, E, S or W.
func (d Dir) String() string { return dirNames[d&3 : d&3+1] }

const dirNames = "NESW"

var (
	dRow = [4]int{-1, 0, 1, 0}
	dCol = [4]int{0, 1, 0, -1}
)

// Pose is where a player stands and which way it faces. Rows and columns
// count from 0 (the rules' row 1 is Row 0).
type Pose struct {
	Row, Col int
	Facing   Dir
}

// Dist2 is the squared distance between two cells, the number a player is
// told each turn.
func Dist2(a, b Pose) int {
	dr, dc := a.Row-b.Row, a.Col-b.Col
	return dr*dr + dc*dc
}
