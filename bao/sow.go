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
// hi (the other is zero), and the masks of the other bytes (keepLo, keepHi).
// Pit p's byte is shifted by 8*(p%8) in its word.
type pitByte struct{ lo, hi, keepLo, keepHi uint64 }

// opposites is opposite with room for 16.
var opposites = newOpposites()

func newOpposites() (o [16]Pit) {
	copy(o[:], opposite[:])
	return o
}

// pitBytes is indexed by pit with room for 16, so that an index masked with
// 15 needs no bounds check.
var pitBytes = newPitBytes()

func newPitBytes() (b [16]pitByte) {
	for p := 0; p < Pits; p++ {
		if p < 8 {
			b[p].lo = 0xff << (8 * p)
		} else {
			b[p].hi = 0xff << (8 * (p - 8))
		}
		b[p].keepLo, b[p].keepHi = ^b[p].lo, ^b[p].hi
	}
	return b
}

// sowStep is what sowing n < 12 stones from pit p does, at index
// side<<8|p<<4|n of sowSteps: it adds lo and hi to the words (a stone in
// each of the n pits after p in the side's direction) and ends in the pit
// last (p itself when n is 0), given as at, side<<8|last<<4, the index of
// the steps from there. The table has room for 16 pits and 16 counts, so
// that a masked index needs no bounds check.
type sowStep struct {
	lo, hi uint64
	at     uint
}

var sowSteps = newSowSteps()

func newSowSteps() (t [2 << 8]sowStep) {
	for side := White; side <= Black; side++ {
		for from := 0; from < Pits; from++ {
			i := int(side)<<8 | from<<4
			t[i].at = uint(i)
			p := Pit(from)
			for n := 1; n < Pits; n++ {
				p = next[side][p]
				b := pitBytes[p]
				t[i+n] = sowStep{lo: t[i+n-1].lo + b.lo&lapLo, hi: t[i+n-1].hi + b.hi&lapHi, at: uint(side)<<8 | uint(p)<<4}
			}
		}
	}
	return t
}

// play makes move from, which must be legal, on x: it sows from's stones
// (relaying on odd pits), captures the opposite pit if the sowing ended on
// the mover's side (unless it holds a mother with two children), and passes
// the turn. before is the pits as they were before the move (x's own, or a
// copy), for the careful sowing to start over from. It reports whether the
// sowing ended because it repeated (OnRepeat).
func (x *position) play(from Pit, before *[Pits]uint8) (repeated bool) {
	return x.playWithin(from, before, relayCheck)
}

// playWithin is play that starts over in the careful sowing after
// carefulAfter relays (0: careful from the start).
//
// The fast sowing empties a pit and adds its whole laps of twelve to every
// pit at once, then the rest from a table, so no step is taken stone by
// stone. It relays whenever the last stone falls into a pit that held an
// odd number before.
func (x *position) playWithin(from Pit, before *[Pits]uint8, carefulAfter int) (repeated bool) {
	lo, hi := words(&x.pits)
	at := uint(x.side&1)<<8 | uint(from&15)<<4 // the steps from the pit emptied next
	b := &pitBytes[from&15]
	held := lo&b.lo | hi&b.hi // the byte of that pit in its place
	for n := carefulAfter; n > 0 && SowsIntoStartPit; n-- {
		hand := held * lapLo >> 56 // the one byte held, summed into the top byte
		lo &= b.keepLo
		hi &= b.keepHi
		if hand >= Pits {
			laps := hand / Pits
			hand -= laps * Pits
			lo += laps * lapLo
			hi += laps * lapHi
		}
		st := &sowSteps[(at|uint(hand))&(2<<8-1)]
		lo += st.lo
		hi += st.hi
		at = st.at
		// The last pit now includes the last stone: it held an odd number
		// before the stone fell exactly when it holds an even number (two
		// or more) now.
		b = &pitBytes[at>>4&15]
		held = lo&b.lo | hi&b.hi
		if held&lapLo != 0 {
			goto sown
		}
	}
	{ // still sowing after carefulAfter relays: start over, carefully
		var pits [Pits]uint8
		var last Pit
		pits, last, repeated = sowCarefully(*before, x.side, from)
		lo, hi = words(&pits)
		at = uint(last) << 4
	}
sown:
	p := Pit(at >> 4 & 15) // the pit of the last stone
	if (!repeated || OnRepeat == RepeatEndsAsUsual) && (p < PitsPerSide) == (x.side == White) {
		o := opposites[p&15]
		b = &pitBytes[o&15]
		if c := (lo&b.lo | hi&b.hi) >> (o & 7 * 8); c != Mother {
			x.store[x.side&1] += uint8(c)
			lo &= b.keepLo
			hi &= b.keepHi
		}
	}
	putWords(&x.pits, lo, hi)
	x.side ^= 1
	x.moves++
	return repeated
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
