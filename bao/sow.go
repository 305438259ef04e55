package bao

// relayCheck is the number of relays within one move after which the sowing
// starts over in the careful mode that detects a repeat. Sowing from the
// start position never comes near it (see endless_test.go), so the hot path
// only counts.
const relayCheck = 64

// sow empties pit from and sows its stones in the mover's direction, one per
// pit starting with the next, relaying whenever the last stone falls into a
// pit that held an odd number before. It returns the pit of the last stone
// and whether the sowing ended because it repeated (OnRepeat).
func (s *State) sow(from Pit) (last Pit, repeated bool) {
	dir := &next[s.side]
	pits := &s.pits
	p := from
	for relays := 0; ; relays++ {
		if relays == relayCheck {
			return s.sowCarefully(from)
		}
		hand := pits[p]
		pits[p] = 0
		if SowsIntoStartPit {
			if hand >= Pits {
				laps := hand / Pits
				for i := range pits {
					pits[i] += laps
				}
				hand -= laps * Pits
			}
			for ; hand > 0; hand-- {
				p = dir[p]
				pits[p]++
			}
		} else {
			start := p
			for hand > 0 {
				p = dir[p]
				if p != start {
					pits[p]++
					hand--
				}
			}
		}
		// pits[p] now includes the last stone: the pit held an odd
		// number before it fell exactly when it holds an even number
		// (two or more) now.
		if pits[p]&1 != 0 {
			return p, false
		}
	}
}

// sowing is the situation at a relay: the stones in every pit and the pit
// about to be emptied.
type sowing struct {
	pits [Pits]uint8
	at   Pit
}

// step empties x.at and sows. It returns the next relay situation and true,
// or the final board with the last stone's pit and false.
func step(x sowing, side Side) (sowing, bool) {
	dir := &next[side]
	hand := x.pits[x.at]
	x.pits[x.at] = 0
	p, start := x.at, x.at
	for hand > 0 {
		p = dir[p]
		if SowsIntoStartPit || p != start {
			x.pits[p]++
			hand--
		}
	}
	x.at = p
	return x, x.pits[p]&1 == 0
}

// sowCarefully replays the move that starts at pit from on the saved
// position, finding a repeat with Brent's cycle detection in constant
// memory. If the sowing repeats, it ends where the situation first repeats
// (the board as it was then, stones still in the pit about to be emptied).
func (s *State) sowCarefully(from Pit) (last Pit, repeated bool) {
	side := s.side
	x0 := sowing{pits: s.undo[s.moves].pits, at: from}
	// Find the cycle length lam, or the end of the sowing.
	power, lam := 1, 1
	tortoise := x0
	hare, going := step(x0, side)
	for going && tortoise != hare {
		if power == lam {
			tortoise = hare
			power *= 2
			lam = 0
		}
		hare, going = step(hare, side)
		lam++
	}
	if !going {
		s.pits = hare.pits
		return hare.at, false
	}
	// The first situation that comes back is x[mu], again at x[mu+lam].
	tortoise, hare = x0, x0
	for i := 0; i < lam; i++ {
		hare, _ = step(hare, side)
	}
	for tortoise != hare {
		tortoise, _ = step(tortoise, side)
		hare, _ = step(hare, side)
	}
	s.pits = tortoise.pits
	return tortoise.at, true
}
