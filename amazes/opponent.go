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
	// opponentSight is how far (in rows and in columns) around a cell the
	// bot counts the ground as seen by an opponent standing there.
	opponentSight = 2
)

// suspects are the frame cells the opponent may stand on, with weights in
// proportion to their chances.
type suspects struct {
	cells  [maxSuspects]int16
	weight [maxSuspects]float64
	n      int
	total  float64
}

// has reports whether cell c is a suspect.
func (s *suspects) has(c int) bool {
	for _, x := range s.cells[:s.n] {
		if int(x) == c {
			return true
		}
	}
	return false
}

// bounceWeight is how much likelier the bot holds a suspect that is also a
// suspect of two views ago: an opponent with nothing left to do (the jury
// after a fault, the greedy player at the end) steps back and forth with T.
const bounceWeight = 8

// trackOpponent replaces the suspects with the cells of the box at squared
// distance d2 from the player, keeping only those near the old suspects
// when there are any.
func (pl *Planner) trackOpponent(d2 int) {
	b := pl.Map.box()
	pl.before, pl.prev = pl.prev, pl.suspects
	old := &pl.prev
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
	s := &pl.suspects
	s.total = 0
	for k := 0; k < s.n; k++ {
		s.weight[k] = 1
		if pl.before.has(int(s.cells[k])) {
			s.weight[k] = bounceWeight
		}
		s.total += s.weight[k]
	}
	pl.markOpponentGround()
}

// markOpponentGround lowers the worth of the cells around the opponent's
// suspected cells: it has likely discovered them, so the bot would not get
// the first-discovery point there. A cell within opponentSight rows and
// columns of a suspect is undiscovered by the opponent with at most the
// chance that the opponent stands elsewhere.
func (pl *Planner) markOpponentGround() {
	n := pl.suspects.n
	if n == 0 {
		return
	}
	for k, x := range pl.suspects.cells[:n] {
		others := float32(1 - pl.suspects.weight[k]/pl.suspects.total)
		r, c := int(x)/Frame, int(x)%Frame
		for y := max(r-opponentSight, 0); y <= min(r+opponentSight, Frame-1); y++ {
			for z := max(c-opponentSight, 0); z <= min(c+opponentSight, Frame-1); z++ {
				w := &pl.worth[y*Frame+z]
				*w = min(*w, PointsPerCell+PointsFirst*others)
			}
		}
	}
}

// catchWorth is the expected worth of ending a move on frame cell c: the
// catch's points times the chance the opponent stands there; with every
// cell discovered, sudden death, which ends the game won.
//
// Once the bot's points are secure, a catch brings nothing (the score is
// clamped) and only sudden death counts.
func (pl *Planner) catchWorth(c int, secure bool) float64 {
	odds := pl.catchOdds(c)
	if odds == 0 {
		return 0
	}
	worth := float64(PointsCatch)
	switch {
	case pl.Map.Count() == Cells:
		worth = suddenDeathWorth
	case secure:
		worth = 0
	}
	return worth * odds
}

// exposure is what ending a move on frame cell c may cost: the chance
// that the opponent's next move ends there (it stands one or two steps
// from c) times what that brings it, a catch or, late in the game when it
// may have discovered every cell, sudden death.
func (pl *Planner) exposure(c int, secure bool) float64 {
	if pl.suspects.n == 0 {
		return 0
	}
	s := &pl.suspects
	near := 0.0
	back := pl.prev.has(c)
	for k, x := range s.cells[:s.n] {
		w := s.weight[k]
		switch manhattan(int(x), c) {
		case 1:
			if back && s.weight[k] > 1 {
				// A bouncing opponent steps back to where it was.
				near += w
			} else {
				near += w * exposureOdds
			}
		case 2:
			near += w * exposureOdds2
		}
	}
	if near == 0 {
		return 0
	}
	worth := float64(PointsCatch)
	if pl.Moves >= lateMoves || secure {
		worth = suddenDeathWorth
	}
	return worth * near / s.total
}

// From lateMoves on, or once its own points are secure (when only the
// opponent's catches can still cost it the game), the bot fears the
// opponent may have discovered every cell (the greedy player has by then).
// exposureOdds and exposureOdds2 are the chances that an opponent one or
// two steps from a cell ends its move there.
const (
	lateMoves     = 90
	exposureOdds  = 0.5
	exposureOdds2 = 0.2
)

// catchOdds is the chance that the opponent stands on frame cell c.
func (pl *Planner) catchOdds(c int) float64 {
	s := &pl.suspects
	for k, x := range s.cells[:s.n] {
		if int(x) == c {
			return s.weight[k] / s.total
		}
	}
	return 0
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
