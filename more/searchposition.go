package more

import "math"

// SearchPosition is a Position bound to its board's Race tables: what the
// engines of package search play on. It implements search.Game[Move]
// (Moves, Make, Unmake and Hash come from Position) and the engines'
// optional hooks: MoveScorer (moves that gain on the race first),
// ChildHasher (the children's table keys, HashesAfter), PlayoutPolicy
// (rollouts that race home), Rewarder (a rollout scored by the race) and
// TTOffsetter (table keys without the points so far, ttkey.go). Copy it by
// value: the Race is shared and never changes.
type SearchPosition struct {
	Position
	race *Race
	// baseline is White's Eval at the root of an MCTS search: rewards
	// measure the race against it, so they never saturate in a game
	// already won or lost by many points.
	baseline int32
	// exactRace makes Terminal take a Separated position as decided.
	exactRace bool
	// lookahead adds LookaheadGain to Eval.
	lookahead bool
	// config[c] is the configIndex of the stones configOf[c]: the Race
	// tables' index of c's stones, kept until c's stones change.
	config   [2]int32
	configOf [2]uint64
}

// configIndex is the Race tables' index of c's stones: computed once for
// each configuration the side's stones take, the evaluation reads it
// several times.
func (g *SearchPosition) configIndex(c Color) int {
	if g.stones[c] != g.configOf[c] {
		g.newConfig(c)
	}
	return int(g.config[c])
}

// newConfig computes the index of c's stones, which have moved. It is not
// inlined, so that configIndex is.
//
//go:noinline
func (g *SearchPosition) newConfig(c Color) {
	own := g.stones[c]
	g.configOf[c], g.config[c] = own, int32(configIndex(own))
}

// cost is c's least cost home (Race.Cost of its stones).
func (g *SearchPosition) cost(c Color) int { return int(g.race.cost[c][g.configIndex(c)]) }

// SetLookahead adds the side to move's LookaheadGain to Eval (on) or
// leaves Eval the race alone (off, the default).
func (g *SearchPosition) SetLookahead(on bool) { g.lookahead = on }

// NewSearchPosition is the start of a game on board b, with its Race tables built.
func NewSearchPosition(b *Board) *SearchPosition {
	return &SearchPosition{Position: *NewPosition(b), race: NewRace(b)}
}

// SearchPositionAt binds position p to race, which must be the tables of
// p's board.
func SearchPositionAt(p *Position, race *Race) *SearchPosition {
	return &SearchPosition{Position: *p, race: race}
}

// Race are the tables the game is evaluated with.
func (g *SearchPosition) Race() *Race { return g.race }

// Terminal reports whether the game is over and, if so, its exact value
// from the side to move: the opponent's final points less its own, in
// Units. At a cut-off the unfinished sides' completions come from the Race
// tables, so the value is exact there too. With SetExactRace, a Separated
// position is over too, its value the race's.
func (g *SearchPosition) Terminal() (bool, int32) {
	if !g.Over() && !(g.exactRace && g.Separated()) {
		return false, 0
	}
	return true, g.RaceValue()
}

// SetExactRace makes Terminal end the game, for the search, once the sides
// are Separated (on) or only when it is Over (off, the default).
func (g *SearchPosition) SetExactRace(on bool) { g.exactRace = on }

// RaceMove is the move that gains most on the race (the first of them in
// moves): a move on one of the cheapest ways home when the sides are
// Separated. moves must not be empty.
func (g *SearchPosition) RaceMove(moves []Move) Move {
	var scores [MaxMoves]int32
	g.ScoreMoves(moves, scores[:len(moves)])
	best := 0
	for i := range moves {
		if scores[i] > scores[best] {
			best = i
		}
	}
	return moves[best]
}

// ScoreMoves orders moves by what they gain on the race: the mover's least
// cost home before the move, less the move's own cost and the least cost
// after it. A move on a cheapest way home gains 0; a jump over an opponent's
// stone can gain more than 0 and is then searched first.
func (g *SearchPosition) ScoreMoves(moves []Move, scores []int32) {
	s := g.side
	own := g.stones[s]
	before := g.cost(s)
	for i, m := range moves {
		if m == Nil {
			scores[i] = 0
			continue
		}
		after := own ^ (1<<m.From() | 1<<m.To())
		cost := 1 + g.board.Penalty(m.From(), m.To())
		scores[i] = int32(Unit * (before - cost - g.race.Cost(s, after)))
	}
}

// PlayoutEpsilon is the chance, in 1/256, that a rollout plays a uniformly
// random move instead of one that gains most on the race.
const PlayoutEpsilon = 32

// PlayoutMove picks a rollout's move: with chance PlayoutEpsilon/256 a
// random one, else the one that gains most on the race (ties to the first
// found from a random start).
func (g *SearchPosition) PlayoutMove(moves []Move, r uint64) int {
	n := len(moves)
	if n == 1 {
		return 0
	}
	if r&255 < PlayoutEpsilon {
		return int((r >> 8) % uint64(n))
	}
	s := g.side
	own := g.stones[s]
	start := int((r >> 8) % uint64(n))
	best, bestCost := start, math.MaxInt
	for k := 0; k < n; k++ {
		i := start + k
		if i >= n {
			i -= n
		}
		m := moves[i]
		c := 1 + g.board.Penalty(m.From(), m.To()) + g.race.Cost(s, own^(1<<m.From()|1<<m.To()))
		if c < bestCost {
			best, bestCost = i, c
		}
	}
	return best
}

// RewardScale is the gain in points over the root's race at which a
// rollout's reward reaches tanh(1), about 0.76 of a sure win.
const RewardScale = 4

// Reward scores a rollout's last position for MCTS in (-1, 1), from the
// side to move: what the race (Eval, exact at the end of the game) has
// gained since the root of the search, squashed by tanh.
func (g *SearchPosition) Reward() float64 {
	v := g.Eval()
	if g.side == Black {
		v = -v
	}
	v -= g.baseline
	if g.side == Black {
		v = -v
	}
	return math.Tanh(float64(v) / (Unit * RewardScale))
}

// SetBaseline makes the current position the one rewards are measured
// from (see Reward).
func (g *SearchPosition) SetBaseline() {
	g.baseline = g.Eval()
	if g.side == Black {
		g.baseline = -g.baseline
	}
}
