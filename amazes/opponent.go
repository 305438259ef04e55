package amazes

// How the bot tracks the opponent from the squared distances it is told.
const (
	// opponentReach is how far (in rows plus columns) the bot assumes the
	// opponent moves between two of its views when it narrows the cells it
	// may stand on; if no cell of the new circle is that close to the old
	// ones, the whole circle counts.
	opponentReach = 6
	// maxSuspects bounds the cells the opponent may stand on that the bot
	// keeps; a larger circle is too vague to hunt on.
	maxSuspects = 64
)

// suspects are the frame cells the opponent may stand on now, each as
// likely as the others.
type suspects struct {
	cells [maxSuspects]int16
	n     int
}

// trackOpponent replaces the suspects with the cells of the box at squared
// distance d2 from the player, keeping only those near the old suspects
// when there are any.
func (pl *Planner) trackOpponent(d2 int) {
	b := pl.Map.box()
	old := pl.suspects
	var circle suspects
	full := false
	for dr := -(Frame - 1); dr <= Frame-1; dr++ {
		rest := d2 - dr*dr
		if rest < 0 {
			continue
		}
		dc := isqrt(rest)
		if dc*dc != rest {
			continue
		}
		for _, sc := range [2]int{dc, -dc} {
			r, c := pl.Pose.Row+dr, pl.Pose.Col+sc
			if b.inside(r, c) && InFrame(r, c) {
				if circle.n == maxSuspects {
					full = true
				} else {
					circle.cells[circle.n] = int16(r*Frame + c)
					circle.n++
				}
			}
			if dc == 0 {
				break
			}
		}
	}
	pl.suspects.n = 0
	if full {
		return
	}
	for _, x := range circle.cells[:circle.n] {
		for _, y := range old.cells[:old.n] {
			if manhattan(int(x), int(y)) <= opponentReach {
				pl.suspects.cells[pl.suspects.n] = x
				pl.suspects.n++
				break
			}
		}
	}
	if pl.suspects.n == 0 {
		pl.suspects = circle
	}
}

// catchWorth is the expected worth of ending a move on frame cell c: the
// catch's points times the chance the opponent stands there; with every
// cell discovered, sudden death, which ends the game won.
//
// Once the bot's points are secure, a catch brings nothing (the score is
// clamped) and only sudden death counts.
func (pl *Planner) catchWorth(c int, secure bool) float64 {
	if pl.suspects.n == 0 || !pl.isSuspect(c) {
		return 0
	}
	worth := float64(PointsCatch)
	switch {
	case pl.Map.Count() == Cells:
		worth = suddenDeathWorth
	case secure:
		worth = 0
	}
	return worth / float64(pl.suspects.n)
}

// exposure is what ending a move on frame cell c may cost: the chance
// that the opponent's next move ends there (it stands next to c) times what
// that brings it, a catch or, late in the game when it may have discovered
// every cell, sudden death.
func (pl *Planner) exposure(c int) float64 {
	if pl.suspects.n == 0 {
		return 0
	}
	near := 0
	for _, x := range pl.suspects.cells[:pl.suspects.n] {
		if manhattan(int(x), c) == 1 {
			near++
		}
	}
	if near == 0 {
		return 0
	}
	worth := float64(PointsCatch)
	if pl.Moves >= lateMoves {
		worth = suddenDeathWorth
	}
	return worth * exposureOdds * float64(near) / float64(pl.suspects.n)
}

// From lateMoves on, the bot fears the opponent may have discovered every
// cell (the greedy player has by then); exposureOdds is the chance that an
// opponent next to a cell ends its move there.
const (
	lateMoves    = 90
	exposureOdds = 0.5
)

// isSuspect reports whether the opponent may stand on frame cell c.
func (pl *Planner) isSuspect(c int) bool {
	for _, x := range pl.suspects.cells[:pl.suspects.n] {
		if int(x) == c {
			return true
		}
	}
	return false
}

// suddenDeathWorth is what the planner counts for ending on the opponent
// with every cell discovered: the game is won then.
const suddenDeathWorth = 2 * MaxScore

func manhattan(a, b int) int {
	dr, dc := a/Frame-b/Frame, a%Frame-b%Frame
	if dr < 0 {
		dr = -dr
	}
	if dc < 0 {
		dc = -dc
	}
	return dr + dc
}

// isqrt is the integer square root of n >= 0.
func isqrt(n int) int {
	r := 0
	for (r+1)*(r+1) <= n {
		r++
	}
	return r
}
