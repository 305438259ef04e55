package amazes

// The points of Amazes.
const (
	// PointsPerCell is earned for each cell a player discovers.
	PointsPerCell = 1
	// PointsFirst is earned on top for a cell the opponent has not
	// discovered yet.
	PointsFirst = 1
	// PointsPerStep is lost for each step character written.
	PointsPerStep = 1
	// PointsCatch is earned for ending a move on the opponent's cell while
	// the mover has not discovered all cells.
	PointsCatch = 100
	// MaxScore is the highest final score; points are clamped to
	// 0..MaxScore.
	MaxScore = 1000
	// MovesPerPlayer is the number of moves each player makes.
	MovesPerPlayer = 150
)

// Clamp is the final score of a player with the given points.
func Clamp(points int) int { return min(max(points, 0), MaxScore) }
