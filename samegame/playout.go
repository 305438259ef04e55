package samegame

import "botcup/search"

// PlayoutTries is how many random stones Playout draws in search of a
// playable one before it lists all playable stones instead.
const PlayoutTries = 8

// NoTabu is the tabu colour of a playout without one (there is no colour 0).
const NoTabu uint8 = 0

// TabuColour is the colour with the most stones left (the smallest such
// colour on a tie), the colour a tabu-colour playout keeps together; NoTabu
// on an empty board.
func (b *Board) TabuColour() uint8 {
	best := NoTabu
	var most int32
	for _, c := range b.palette {
		if b.count[c] > most {
			best, most = c, b.count[c]
		}
	}
	return best
}

// Playout plays the tabu-colour random policy until the game is over,
// appends its moves to line and returns it. Each move removes the group of
// a random playable stone (so larger groups are likelier) whose colour is
// not tabu; the tabu colour is played only when nothing else is left, so
// its stones gather into large groups. With NoTabu every playable stone may
// be drawn. It allocates nothing once line has room.
func (b *Board) Playout(r *search.Rng, tabu uint8, line []Move) []Move {
	for {
		i := b.randomPlayable(r, tabu)
		if i < 0 {
			return line
		}
		line = append(line, b.cellMove(i))
		b.remove(i)
	}
}

// randomPlayable draws a playable stone for Playout, or -1 if none is left.
// While it has no list of playable stones it tries a few random stones;
// then it draws from the list of
// playable stones of its last scan of the board, dropping the cells that no
// longer hold a playable stone of a colour other than tabu, and scans the
// board again only when the list runs dry. A cell of the list may hold
// another stone than at the scan; any playable stone will do.
func (b *Board) randomPlayable(r *search.Rng, tabu uint8) int {
	if b.width == 0 {
		return -1
	}
	if len(b.cand) == 0 {
		for t := 0; t < PlayoutTries; t++ {
			x := r.Intn(b.width)
			i := b.at(x, r.Intn(int(b.height[x])))
			if b.colour[i] != tabu && b.playable(i) {
				return i
			}
		}
	}
	if i := b.drawListed(r, tabu); i >= 0 {
		return i
	}
	b.scan(tabu)
	if i := b.drawListed(r, tabu); i >= 0 {
		return i
	}
	if len(b.tabuC) > 0 {
		// Only the tabu colour is left to play; the next move scans again,
		// as removing it may open other moves.
		return int(b.tabuC[r.Intn(len(b.tabuC))])
	}
	return -1
}

// drawListed draws a still playable stone of a colour other than tabu from
// the list of the last scan, or -1 once the list is empty.
func (b *Board) drawListed(r *search.Rng, tabu uint8) int {
	cand := b.cand
	for len(cand) > 0 {
		k := r.Intn(len(cand))
		i := int(cand[k])
		if c := b.colour[i]; c != 0 && c != tabu && b.playable(i) {
			b.cand = cand
			return i
		}
		cand[k] = cand[len(cand)-1]
		cand = cand[:len(cand)-1]
	}
	b.cand = cand
	return -1
}

// scan lists the playable stones: those of the tabu colour apart.
func (b *Board) scan(tabu uint8) {
	cand, tabuC := b.cand[:0], b.tabuC[:0]
	for x := 0; x < b.width; x++ {
		for i, top := b.at(x, 0), b.at(x, int(b.height[x])); i < top; i++ {
			if !b.playable(i) {
				continue
			}
			if b.colour[i] == tabu {
				tabuC = append(tabuC, int32(i))
			} else {
				cand = append(cand, int32(i))
			}
		}
	}
	b.cand, b.tabuC = cand, tabuC
}
