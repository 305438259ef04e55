package toy

// SameLineTabu is a SameLine whose playouts follow a tabu-colour policy, in
// the manner of SameGame's classic playout policy: the colour with the most
// cells left is tabu, and a random playout removes one of its groups only
// when nothing else is left to play. The single-player engines find the
// policy by interface assertion.
type SameLineTabu struct {
	SameLine
}

// CopyFrom makes t a copy of src.
func (t *SameLineTabu) CopyFrom(src *SameLineTabu) { *t = *src }

// PlayoutMove picks the index in moves (this position's moves, non-empty)
// of the move a playout plays, using the random bits r: uniformly among the
// moves not of the tabu colour, or among all when every move is tabu.
func (t *SameLineTabu) PlayoutMove(moves []uint8, r uint64) int {
	var count [256]int
	tabu := uint8(0)
	for _, c := range t.cells[:t.n] {
		count[c]++
		if count[c] > count[tabu] {
			tabu = c
		}
	}
	free := 0
	for _, m := range moves {
		if t.cells[m] != tabu {
			free++
		}
	}
	if free == 0 {
		return int(r % uint64(len(moves)))
	}
	k := int(r % uint64(free))
	for i, m := range moves {
		if t.cells[m] != tabu {
			if k == 0 {
				return i
			}
			k--
		}
	}
	return 0
}
