package amazes

// How the bot weighs the opponent in its plans (see tracker for where it
// may stand).
const (
	// opponentSight is how far (in rows and in columns) around a cell the
	// bot counts the ground as seen by an opponent standing there.
	opponentSight = 2
	// suddenDeathWorth is what the planner counts for ending on the
	// opponent with every cell discovered (the game won, the points
	// doubled), and lossWorth what it counts for the opponent doing so.
	suddenDeathWorth = 2 * MaxScore
	lossWorth        = 2 * MaxScore
)

// trackOpponent applies the squared distance d2 told this turn.
func (pl *Planner) trackOpponent(d2 int) {
	// The opponent has made about as many moves as the bot (one more if
	// the bot is Blue).
	pl.track.update(&pl.Map, pl.Pose.Row*Frame+pl.Pose.Col, d2, pl.Moves)
	pl.markOpponentGround()
}

// markOpponentGround lowers the worth of the cells around the opponent's
// suspected cells: it has likely discovered them, so the bot would not get
// the first-discovery point there. A cell within opponentSight rows and
// columns of a suspect is undiscovered by the opponent with at most the
// chance that the opponent stands elsewhere.
func (pl *Planner) markOpponentGround() {
	t := &pl.track
	for k, x := range t.cells[:t.n] {
		others := float32(1 - t.explore[k] - t.hunting[k])
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
// catch's points times the chance the opponent stands there, if that
// chance is at least catchSure; with every cell discovered, sudden death,
// which ends the game won, whatever the chance.
//
// Once the bot's points are secure (or past catchUntil), a catch brings no
// points (the score is clamped), only immunity: a move cannot end where it
// began, so a hunter cannot end its next move on the bot, and told 0 it
// turns back the way it came, where the tracker finds it again (see
// tracker.came).
func (pl *Planner) catchWorth(c int, secure bool) float64 {
	odds := pl.catchOdds(c)
	if odds == 0 || (odds < catchSure && pl.Map.Count() < Cells) {
		return 0
	}
	worth := float64(PointsCatch)
	switch {
	case pl.Map.Count() == Cells:
		worth = suddenDeathWorth
	case secure || pl.Points >= float64(catchUntil):
		worth = immunityWorth * pl.track.huntOdds()
	}
	return worth * odds
}

// immunityWorth is what the planner counts for a move that ends on a
// hunting opponent once catches bring no points: a move out of its reach,
// where any other cell carries the danger the planner misjudges (about one
// game in sixteen was lost by sudden death on cells it held safe).
const immunityWorth = 10.0

// catchUntil is the points past which the bot stops chasing catches and
// finishes its map: sudden death doubles them.
var catchUntil = 1000.0

// catchSure is the least chance of a catch the bot chases before its map
// is complete: a long chase after a vague opponent costs the moves that
// finish the map first.
const catchSure = 0.4

// catchOdds is the chance that the opponent stands on frame cell c.
func (pl *Planner) catchOdds(c int) float64 { return pl.track.odds(c) }

// From huntStart on, the bot gives an opponent it holds to be exploring the
// chance huntSwitch of hunting (its map complete) at its next move.
const (
	huntStart  = 100
	huntSwitch = 0.1
)

// From longStart on, an opponent that moves like an efficient explorer
// (tracker.longOdds) is given up to longSwitch of hunting at its next move.
const (
	longStart  = 90
	longSwitch = 1.0
)

// completeOdds is the chance the bot gives an opponent it holds to be
// exploring of hunting at its next move.
func (pl *Planner) completeOdds() float64 {
	p := 0.0
	if pl.Moves >= huntStart {
		p = huntSwitch
	}
	if pl.Moves >= longStart {
		p = max(p, longSwitch*pl.track.longOdds())
	}

	return p
}

// weighDanger fills pl.risk: for every frame cell, the chance that the
// opponent's next move ends there if the bot's ends there.
func (pl *Planner) weighDanger() {
	for i := range pl.risk {
		pl.risk[i] = 0
	}
	pl.track.danger(&pl.Map, pl.completeOdds(), &pl.risk)
}

// isqrt is the integer square root of n >= 0.
func isqrt(n int) int {
	r := 0
	for (r+1)*(r+1) <= n {
		r++
	}
	return r
}

// OpponentView is what the planner believes about the opponent at its
// last Choose: the likeliest cell and its chance, how many cells it may
// stand on, the chance that it hunts (has its whole map), and the chance
// that its next move ends on the cell the planner chose.
type OpponentView struct {
	Cell     int
	Odds     float64
	Suspects int
	Hunting  float64
	Risk     float64
}

// Opponent is the planner's belief about the opponent (see OpponentView).
func (pl *Planner) Opponent() OpponentView {
	t := &pl.track
	v := OpponentView{Cell: -1, Suspects: t.n, Hunting: t.huntOdds()}
	for k, x := range t.cells[:t.n] {
		if p := t.explore[k] + t.hunting[k]; v.Cell < 0 || p > v.Odds {
			v.Cell, v.Odds = int(x), p
		}
	}
	if pl.Best.Cell >= 0 {
		v.Risk = float64(pl.risk[pl.Best.Cell])
	}
	return v
}
