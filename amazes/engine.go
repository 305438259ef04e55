package amazes

import "botcup/search"

// Planner chooses the bot's moves: over every cell its map says it can walk
// to, the expected points of the view from there and of the cells walked
// over (each undiscovered cell worth one point and the chance of being
// first), plus the expected catch of the opponent there (sudden death with
// the map complete; once catches bring no points, the immunity of ending on
// a hunter), less a point per step (less once its points are secure: then
// only finishing the map and sudden death count) and less the chance that
// a hunting opponent ends its next move there times the game; the best
// cell's shortest walk is the move.
type Planner struct {
	// Explorer is the bot's side of the game.
	Explorer
	// Deadline, if set, is asked every 64 cells whether to stop planning
	// and play the best move found so far.
	Deadline search.Deadline

	// Points is the bot's estimate of its points: a point per cell
	// discovered (the first-discovery bonus it cannot see), less the steps,
	// plus the catches it expects from where its moves ended.
	Points float64

	move  [MaxSteps]byte
	track tracker
	// risk is, per frame cell, the chance that the opponent's next move
	// ends there if the bot's does (see weighDanger).
	risk  [Frame * Frame]float32
	worth cellWorth
	// Finish lets the planner finish its map and then hunt (see
	// finishing); Finishing is set by Choose while it does. Off by
	// default: its mean score was not shown better (see docs/tuning.md).
	Finish    bool
	Finishing bool
	// Examined counts the cells Choose has weighed since Reset: the
	// planner's nodes, as the bench counts them.
	Examined int64
	// Best is what the last Choose found: the cell, its value and steps.
	Best struct {
		Cell  int
		Value float64
		Steps int
	}
}

// When the bot counts its points as secure (see secure).
const (
	secureStepsPerMove = 3
	secureMargin       = 100
)

// exploreStepCost is what a step costs the planner while its points are
// not secure: less than the point it costs, for the map is to be finished
// before the opponent's.
const exploreStepCost = 0.2

// secureStepCost is what a step costs the planner once its points are
// secure: the map is to be finished in as few moves as it can.
const secureStepCost = 0.25

// safeEnough is the exposure (in points) below which a cell counts as safe.
const safeEnough = 1.0

// frontierExposure is the most exposure (in points) of a cell with
// something new about it that the planner walks to when no cell is worth
// its steps; of those it takes the one whose steps (at the step cost) and
// exposure cost least. A hard "safe" test sent it 40 steps away from a
// frontier at risk 0.0006 (an opponent's tiny odds of hunting), a point in
// the planner's units.
const frontierExposure = 3.0

// minGain is the least expected gain of a cell the planner weighs; when no
// cell promises as much, it walks to the nearest cell with something
// unknown about it, as the greedy player does.
const minGain = 0.25

// firstWorth is the points of a cell discovered first: what the bot counts
// for a cell until it suspects the opponent has been near it (see
// trackOpponent).
const firstWorth = PointsPerCell + PointsFirst

// Reset starts a new game.
func (pl *Planner) Reset() {
	pl.Explorer.Reset()
	pl.Points = 0
	pl.Examined = 0
	pl.track.reset()
	for i := range pl.worth {
		pl.worth[i] = firstWorth
	}
}

// Observe applies the view at the start of a move and counts its cells.
func (pl *Planner) Observe(v *View) error {
	before := pl.Map.Count()
	err := pl.Explorer.Observe(v)
	pl.Points += float64(pl.Map.Count() - before)
	return err
}

// Play walks the move (see Explorer.Play) and counts its points.
func (pl *Planner) Play(line string) error {
	before := pl.Map.Count()
	err := pl.Explorer.Play(line)
	pl.Points += float64(pl.Map.Count()-before) - float64(len(line)*PointsPerStep)
	pl.Points += float64(PointsCatch) * pl.catchOdds(pl.Pose.Row*Frame+pl.Pose.Col)
	return err
}

// secure reports whether the bot's points stay above the highest score
// even if every move left costs secureStepsPerMove steps: catches are then
// worth nothing more, only sudden death is.
func (pl *Planner) secure() bool {
	left := MovesPerPlayer - pl.Moves
	return pl.Points-float64(left*secureStepsPerMove) >= MaxScore+secureMargin
}

// Choose returns the move for this turn (never empty, at most MaxSteps
// steps, only through sides known to be open). The slice is the planner's
// and valid until the next call.
func (pl *Planner) Choose() []byte {
	e := &pl.Explorer
	if e.Moves < MovesPerPlayer {
		pl.trackOpponent(e.Dist2[e.Moves])
	}
	reached := e.Routes()
	b := e.Map.box()
	secure := pl.secure()
	stepCost := exploreStepCost
	if secure {
		stepCost = secureStepCost
	}
	pl.weighDanger()
	pl.Best.Cell, pl.Best.Value, pl.Best.Steps = -1, 0, 0
	// Without a cell worth its steps: the cell with something new about
	// it and little exposure (below frontierExposure) whose steps (at the
	// step cost) and exposure cost least, else the cell of least cost.
	frontier, safe := -1, -1
	frontierCost, safeCost := 0.0, 0.0
	// The walk's own discoveries: undiscovered cells on the way, counted
	// along the routes tree (a cell's walk gain is its parent's plus its
	// own).
	var walkGain [Frame * Frame]float32
	// An opponent told 0 may follow the bot (see follower).
	var follow follower
	follow.start(e.Dist2[min(e.Moves, MovesPerPlayer-1)], e.Moves)
	for n, cell := range reached {
		if n == 0 {
			continue
		}
		if n%64 == 0 && pl.Deadline != nil && pl.Deadline.Stop() {
			break
		}
		pl.Examined++
		c := int(cell)
		r, col := c/Frame, c%Frame
		wg := walkGain[e.from[c]]
		if !e.Map.Discovered(r, col) {
			wg += pl.worth[c]
		}
		walkGain[c] = wg
		steps := int(e.dist[c])
		if steps > MaxSteps {
			break
		}
		gain := float64(wg) + e.Map.viewGain(r, col, b, &pl.worth) + pl.catchWorth(c, secure)
		fresh := !e.Map.Discovered(r, col) || e.Map.unknownSides(r, col)
		exposure := lossWorth*float64(pl.risk[c]) + follow.cost(steps, fresh)
		cost := float64(steps)*stepCost + exposure
		if exposure < frontierExposure && (frontier < 0 || cost < frontierCost) && fresh {
			frontier, frontierCost = c, cost
		}
		if safe < 0 || cost < safeCost {
			safe, safeCost = c, cost
		}
		if gain < minGain {
			continue
		}
		v := gain - float64(steps)*stepCost - exposure
		if pl.Best.Cell < 0 || v > pl.Best.Value {
			pl.Best.Cell, pl.Best.Value, pl.Best.Steps = c, v, steps
		}
	}
	// A best cell worth less than a safe one: the frontier, else the
	// cheapest cell.
	if pl.Best.Cell >= 0 && pl.Best.Value < -safeEnough {
		if frontier >= 0 || -safeCost > pl.Best.Value {
			pl.Best.Cell = -1
		}
	}
	if pl.Best.Cell < 0 {
		if frontier < 0 {
			frontier = safe
		}
		if frontier >= 0 {
			pl.Best.Cell, pl.Best.Value, pl.Best.Steps = frontier, 0, int(e.dist[frontier])
		}
	}
	// Finishing the map: not to be led by a follower, nor instead of
	// ending on a hunter (immunity).
	pl.Finishing = pl.finishing()
	hunted := pl.Best.Cell >= 0 && pl.catchWorth(pl.Best.Cell, secure) > 0 && pl.track.huntOdds() >= finishHunted
	if pl.Finishing && !follow.on && !hunted {
		pl.finish()
	}
	m := e.PathTo(pl.Best.Cell, pl.move[:0])
	if len(m) == 0 {
		m = append(m, StepTurn)
	}
	return m
}

// When the planner finishes its map (see finishing): finishCost is what it
// counts, in points, for each cell it has not discovered (the walks there
// less the points of the cells: about 0.5 to 1.4 from move 70 in games
// against ref:greedy), finishBar the points it keeps in reserve (sudden
// death doubles them; without it they are the score; see docs/tuning.md).
const (
	finishCost = 1.0
	finishBar  = 450.0
)

// finishFloor is the least points at which the planner finishes its map
// while more than finishLast cells are undiscovered: a finish that drained
// the points to 474 with the map still 14 cells short lost a game to
// ref:greedy on points (see docs/tuning.md).
const (
	finishFloor = 650.0
	finishLast  = 30
)

// finishExposure is the most exposure (in points) of a cell the planner
// walks to when it finishes its map.
const finishExposure = 20.0

// finishPace is added to the steps of a walk when the planner finishes its
// map: it walks to the cell with the most unknown about it per step plus
// finishPace (ref:hunter's rule, the most unknown and then the nearest,
// finished fewer maps: see docs/tuning.md).
const finishPace = 4.0

// finishHunted is the chance that the opponent hunts from which the
// planner ends on it (immunity) rather than finishing its map.
const finishHunted = 0.05

// finishing reports whether the planner (with Finish set) finishes its map, then hunts for
// sudden death: while cells are undiscovered and its points, less
// finishCost for each of them, stay at finishBar or more, and at
// finishFloor or more unless at most finishLast cells are left. Against an
// opponent that never hunts (ref:greedy) it wins games by sudden death; a
// race for the map against a hunter it cannot win (ref:tracker finishes by
// move 107-124) is not run.
func (pl *Planner) finishing() bool {
	left := Cells - pl.Map.Count()
	return pl.Finish && left > 0 && pl.Points-finishCost*float64(left) >= finishBar && (pl.Points >= finishFloor || left <= finishLast)
}

// finishBeside is the least chance of a cell of the opponent's for which
// the planner, finishing its map, does not end its move beside it.
const finishBeside = 0.1

// besideOpponent reports whether frame cell c is next to a cell the
// opponent stands on with at least the chance finishBeside: an opponent
// with nothing left to explore turns back (T) each move, one step, and a
// finishing bot that ends beside it is caught, by sudden death once the
// opponent's map is complete (a game against ref:greedy lost so at its
// last move).
func (pl *Planner) besideOpponent(c int) bool {
	t := &pl.track
	for k, x := range t.cells[:t.n] {
		if t.explore[k]+t.hunting[k] >= finishBeside && Dist2Cells(c, int(x)) == 1 {
			return true
		}
	}
	return false
}

// finish replaces the best cell, if it finds one, with the cell of the last
// Routes with the most unknown about it (Knowledge.Unknowns) per step plus
// finishPace, of those with exposure below finishExposure.
func (pl *Planner) finish() {
	e := &pl.Explorer
	best, bestValue, bestExposure := -1, 0.0, 0.0
	for _, cell := range e.reached[1:e.nReach] {
		c := int(cell)
		u := e.Map.Unknowns(c/Frame, c%Frame)
		exposure := lossWorth * float64(pl.risk[c])
		if u == 0 || exposure >= finishExposure || pl.besideOpponent(c) {
			continue
		}
		if v := float64(u) / (float64(e.dist[c]) + finishPace); best < 0 || v > bestValue {
			best, bestValue, bestExposure = c, v, exposure
		}
	}
	if best >= 0 {
		pl.Best.Cell, pl.Best.Value, pl.Best.Steps = best, -bestExposure, int(e.dist[best])
	}
}
