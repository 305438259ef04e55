package amazes

// An exploring opponent that ends its move on the bot's cell (the bot is
// told 0) stands where the bot stood, with much the same ground unknown
// around it: walking on to the nearest cell with something new about it,
// as ref:greedy does and as the planner itself does when nothing is worth
// more, it ends its next move on the bot's again, catch after catch (seven
// in a row, 700 points, in a game that ended 1,000 to 1,000). The planner
// counts followCost for ending on such a cell then.

// followCost is what the planner counts for ending its move, after being
// told 0, on one of the nearest cells with something new about them.
const followCost = 5.0

// follower tells, cell by cell in the order Routes reached them, which
// cells an opponent on the bot's cell walks to next as ref:greedy does: the
// nearest cells with something new about them.
type follower struct {
	on      bool
	nearest int
}

// start begins a pass over the cells Routes reached, for the squared
// distance d2 told this turn.
func (f *follower) start(d2, moves int) {
	f.on = d2 == 0 && moves > 0
	f.nearest = -1
}

// cost is followCost for a cell steps away that has something new about it
// (fresh), if it is one of the nearest such cells, else 0. Cells must come
// nearest first.
func (f *follower) cost(steps int, fresh bool) float64 {
	if !f.on || !fresh {
		return 0
	}
	if f.nearest < 0 {
		f.nearest = steps
	}
	if steps != f.nearest {
		return 0
	}
	return followCost
}
