package bao

import "encoding/binary"

// relayCheck is the number of relays within one move after which the sowing
// starts over in the careful mode that detects a repeat. Sowing from the
// start position never comes near it (see endless_test.go), so the hot path
// only counts.
const relayCheck = 64

// The fast sowing keeps the twelve pits in two words, a byte a pit: lo holds
// A..H (A in the lowest byte), hi holds I..L. A pit never holds more than the
// 48 stones of the game, so adding a stone to every byte of a word at once
// never carries into the next pit.
const (
	lapLo uint64 = 0x0101010101010101 // a stone in each of A..H
	lapHi uint64 = 0x01010101         // a stone in each of I..L
)

// words is pits as the two words lo and hi.
func words(pits *[Pits]uint8) (lo, hi uint64) {
	return binary.LittleEndian.Uint64(pits[0:8]), uint64(binary.LittleEndian.Uint32(pits[8:12]))
}

// putWords writes the two words lo and hi into pits.
func putWords(pits *[Pits]uint8, lo, hi uint64) {
	binary.LittleEndian.PutUint64(pits[0:8], lo)
	binary.LittleEndian.PutUint32(pits[8:12], uint32(hi))
}

// pitByte is where one pit's byte lies in the two words: its mask in lo or in
// hi (the other is zero). Pit p's byte is shifted by 8*(p%8) in its word.
type pitByte struct{ lo, hi uint64 }

// sowStep is what sowing n < 12 stones from a pit does: a stone in each of
// the n pits after it in the side's direction (lo and hi), and the pit of the
// last stone (the pit itself when n is 0).
type sowStep struct {
	lo, hi uint64
	last   Pit
}

// opposites is opposite with room for 16.
var opposites = newOpposites()

func newOpposites() (o [16]Pit) {
	copy(o[:], opposite[:])
	return o
}

// pitBytes, opposites and sowSteps are indexed by pit (and stones) with room for 16, so
// that an index masked with 15 needs no bounds check.
var (
	pitBytes = newPitBytes()
	sowSteps = newSowSteps()
)

func newPitBytes() (b [16]pitByte) {
	for p := range Pits {
		if p < 8 {
			b[p] = pitByte{lo: 0xff << (8 * p)}
		} else {
			b[p] = pitByte{hi: 0xff << (8 * (p - 8))}
		}
	}
	return b
}

func newSowSteps() (t [2][16][16]sowStep) {
	for side := White; side <= Black; side++ {
		for from := range Pits {
			for n := range Pits {
				st := sowStep{last: Pit(from)}
				for range n {
					st.last = next[side][st.last]
					b := pitBytes[st.last]
					st.lo += b.lo & lapLo
					st.hi += b.hi & lapHi
				}
				t[side][from][n] = st
			}
		}
	}
	return t
}

// stones is the count in pit p of the words lo, hi.
func stones(lo, hi uint64, p Pit) uint64 {
	b := &pitBytes[p&15]
	return (lo&b.lo | hi&b.hi) >> (p & 7 * 8)
}

// play makes move from, which must be legal, on x: it sows from's stones
// (relaying on odd pits), captures the opposite pit if the sowing ended on
// the mover's side (unless it holds a mother with two children), and passes
// the turn. before is the pits as they were before the move (x's own, or a
// copy), for the careful sowing to start over from. It reports whether the
// sowing ended because it repeated (OnRepeat).
func (x *position) play(from Pit, before *[Pits]uint8) (repeated bool) {
	lo, hi := words(&x.pits)
	lo, hi, last, done := sow(lo, hi, x.side, from)
	if !done {
		var pits [Pits]uint8
		pits, last, repeated = sowCarefully(*before, x.side, from)
		lo, hi = words(&pits)
	}
	if (!repeated || OnRepeat == RepeatEndsAsUsual) && (last < PitsPerSide) == (x.side == White) {
		o := opposites[last&15]
		if c := stones(lo, hi, o); c != Mother {
			x.store[x.side&1] += uint8(c)
			b := &pitBytes[o&15]
			lo &^= b.lo
			hi &^= b.hi
		}
	}
	putWords(&x.pits, lo, hi)
	x.side ^= 1
	x.moves++
	return repeated
}

// sow empties pit from of the pits lo, hi and sows its stones in side's
// direction, one per pit starting with the next, relaying whenever the last
// stone falls into a pit that held an odd number before. It returns the pits
// after the sowing and the pit of the last stone, or done false if the
// sowing went on for relayCheck relays (then the careful sowing must decide
// whether it repeats).
//
// Each sowing adds its whole laps of twelve to every pit at once, then the
// rest from a table, so no step is taken stone by stone.
func sow(lo, hi uint64, side Side, from Pit) (_, _ uint64, last Pit, done bool) {
	if !SowsIntoStartPit {
		return lo, hi, from, false
	}
	steps := &sowSteps[side&1]
	p := from
	hand := stones(lo, hi, p)
	for range relayCheck {
		b := &pitBytes[p&15]
		lo &^= b.lo
		hi &^= b.hi
		if hand >= Pits {
			laps := hand / Pits
			hand -= laps * Pits
			lo += laps * lapLo
			hi += laps * lapHi
		}
		st := &steps[p&15][hand&15]
		lo += st.lo
		hi += st.hi
		p = st.last
		// The pit now includes the last stone: it held an odd number
		// before the stone fell exactly when it holds an even number (two
		// or more) now.
		hand = stones(lo, hi, p)
		if hand&1 != 0 {
			return lo, hi, p, true
		}
	}
	return lo, hi, p, false
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

// sowCarefully plays the sowing of side from pit from on the pits before,
// finding a repeat with Brent's cycle detection in constant memory. It
// returns the pits after the sowing, the pit of the last stone and whether
// the sowing repeated. If it repeats, it ends where the situation first
// repeats (the board as it was then, stones still in the pit about to be
// emptied).
func sowCarefully(before [Pits]uint8, side Side, from Pit) (pits [Pits]uint8, last Pit, repeated bool) {
	x0 := sowing{pits: before, at: from}
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
		return hare.pits, hare.at, false
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
	return tortoise.pits, tortoise.at, true
}
