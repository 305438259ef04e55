package bao

// Sown appends to buf[:0] the pits the stones of move from fall into, in
// the order they fall, relays included (a relay empties the pit of the
// last stone and sows on from there), as Make sows them; the last pit is
// where the move ends. It stops after relayCheck relays, far beyond any
// sowing from the start position (see endless_test.go). For drawing a
// move (`botcup replay -html`); it changes nothing.
func (s *State) Sown(from Pit, buf []Pit) []Pit {
	buf = buf[:0]
	pits := s.pits
	dir := &next[s.side]
	p := from
	for relays := 0; relays < relayCheck; relays++ {
		hand := pits[p]
		pits[p] = 0
		start := p
		for hand > 0 {
			p = dir[p]
			if SowsIntoStartPit || p != start {
				pits[p]++
				hand--
				buf = append(buf, p)
			}
		}
		if pits[p]&1 != 0 {
			break
		}
	}
	return buf
}
