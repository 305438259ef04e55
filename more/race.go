package more

// Race holds, for one board, the least cost home (moves plus penalty
// points, the side's stones alone on the board) of every configuration of
// each side's four stones: LeastCostHome for all of them at once, read in a
// few nanoseconds. It is what the evaluation is built on and what makes the
// cut-off's completion exact inside a search. Building it takes one shortest
// path search per side over all Configurations (tens of milliseconds), once
// per game. Its size is 18*Configurations bytes (about 1 MB).
type Race struct {
	board *Board
	cost  [2][Configurations]uint8
	// cheapest has, for each configuration, a bit for every square a move
	// on one of its cheapest ways home ends on (0 at home).
	cheapest [2][Configurations]uint64
}

// NewRace computes the tables of board b. Moves can be played backwards at
// the same cost (a step crosses the same edge, a jump passes the same
// stone), so one search outward from each side's home finds the cost of
// every configuration.
func NewRace(b *Board) *Race {
	r := &Race{board: b}
	for c := White; c <= Black; c++ {
		r.fill(c)
	}
	return r
}

// Board is the board the tables belong to.
func (r *Race) Board() *Board { return r.board }

// Cost is the least cost for c's stones on the squares stones (four of
// them) to reach home with no other stones on the board.
func (r *Race) Cost(c Color, stones uint64) int { return int(r.cost[c][configIndex(stones)]) }

// Cheapest is the set of squares a move on one of the cheapest ways home of
// c's stones on the squares stones (alone on the board) ends on: the moves
// whose own cost and the cost after them add up to Cost.
func (r *Race) Cheapest(c Color, stones uint64) uint64 {
	return r.cheapest[c][configIndex(stones)]
}

// fill runs Dial's algorithm from c's home over all configurations, and
// fills c's Cheapest table on the way: a configuration's cheapest moves lead
// to configurations nearer home, whose costs are final when it is reached.
func (r *Race) fill(c Color) {
	const unseen = 0xff
	dist := &r.cost[c]
	for i := range dist {
		dist[i] = unseen
	}
	home := HomeSquares[c]
	dist[configIndex(home)] = 0
	var buckets [4][]uint64
	buckets[0] = append(buckets[0], home)
	var buf [MaxMoves]Move
	open := 1
	for d := 0; open > 0; d++ {
		q := &buckets[d&3]
		for len(*q) > 0 {
			s := (*q)[len(*q)-1]
			*q = (*q)[:len(*q)-1]
			open--
			si := configIndex(s)
			if int(dist[si]) != d {
				continue
			}
			var cheapest uint64
			for _, m := range soloMoves(r.board, s, buf[:0]) {
				next := s ^ (1<<m.From() | 1<<m.To())
				cost := 1 + r.board.Penalty(m.From(), m.To())
				i := configIndex(next)
				if int(dist[i])+cost == d {
					// next is nearer home than s, so its cost is final:
					// m is on one of s's cheapest ways home.
					cheapest |= 1 << m.To()
				}
				if nd := d + cost; nd < int(dist[i]) {
					dist[i] = uint8(min(nd, unseen-1))
					buckets[nd&3] = append(buckets[nd&3], next)
					open++
				}
			}
			r.cheapest[c][si] = cheapest
		}
	}
}
