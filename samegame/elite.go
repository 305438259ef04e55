package samegame

import "botcup/search"

// The elite: the best lines of distinct openings that the workers have
// found, from which tailBeams picks the line it rewrites. Decision
// (EliteSize 8, EliteOpening 10): lines that share their first
// EliteOpening moves count as one opening, of which the elite keeps the
// best; with probability 1/2 the tail rewrites the best line of all, else
// an elite line drawn uniformly, so the other openings are polished too.
const (
	EliteSize    = 8
	EliteOpening = 10
)

// eliteLine is a line of the elite, its score and its opening's key.
type eliteLine struct {
	score   int64
	opening uint64
	line    []Move
}

// openingKey is the key of the first EliteOpening moves of line.
func openingKey(line []Move) uint64 {
	h := uint64(len(line[:min(len(line), EliteOpening)]))
	for _, m := range line[:min(len(line), EliteOpening)] {
		h = (h ^ uint64(m)) * 0x9e3779b97f4a7c15
		h ^= h >> 31
	}
	return h
}

// offerElite keeps line in the elite if it is the best of its opening and
// among the EliteSize best openings.
func (t *tracker) offerElite(score int64, line []Move) {
	key := openingKey(line)
	t.mu.Lock()
	defer t.mu.Unlock()
	worst := -1
	for i := range t.elite {
		e := &t.elite[i]
		if e.opening == key {
			if score > e.score {
				e.score, e.line = score, append(e.line[:0], line...)
			}
			return
		}
		if worst < 0 || e.score < t.elite[worst].score {
			worst = i
		}
	}
	if len(t.elite) < EliteSize {
		t.elite = append(t.elite, eliteLine{score: score, opening: key, line: append([]Move(nil), line...)})
		return
	}
	if e := &t.elite[worst]; score > e.score {
		e.score, e.opening, e.line = score, key, append(e.line[:0], line...)
	}
}

// pickElite copies into buf the line tailBeams rewrites next: the best
// line of all with probability 1/2, else an elite line drawn uniformly.
func (t *tracker) pickElite(r *search.Rng, buf []Move) []Move {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.elite) == 0 || r.Intn(2) == 0 {
		return append(buf[:0], t.line...)
	}
	return append(buf[:0], t.elite[r.Intn(len(t.elite))].line...)
}
