package invers

import "math/bits"

// Perft counts the move sequences of exactly depth pushes from the start;
// a game that ends sooner adds nothing.
func Perft(depth int) uint64 { return New().Perft(depth) }

// Perft counts the move sequences of exactly depth pushes from s, the last
// ply counted in bulk; a game that ends sooner adds nothing. s is left as
// it was. It counts what search.Perft counts on s (Moves, Make and Unmake)
// on two words held in registers: the squares of the mover's colour and
// the inverted squares, copied on to each push.
func (s *State) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	// Every sequence would need a push at or past the 200-ply end.
	if int(s.plies)+depth > MaxPlies {
		return 0
	}
	me := s.side
	return perft(s.colourBits(me), s.inverted, ownHeld(s.held[me], me), ownHeld(s.held[me.Other()], me.Other()), depth)
}

// ownHeld is all ones if side holds a tile of its own colour, else 0.
func ownHeld(held, side Colour) uint64 { return -uint64(held ^ side ^ 1) }

// perft counts the sequences of depth pushes (at least 1) from the
// position where the side to move has the tiles own, inv is the inverted
// squares, and hold and next say (all ones or 0) whether the side to move
// and the other hold a tile of their own colour. A side with no plain tile
// left has won and a side with no legal push is stuck: either way the game
// is over and has no sequences.
func perft(own, inv, hold, next uint64, depth int) uint64 {
	plain := boardMask &^ inv
	if plain&own == 0 || plain&^own == 0 {
		return 0
	}
	blocked := inv &^ own
	if depth == 1 {
		return pushCount(blocked)
	}
	var n uint64
	for free := pushesFree(blocked); free != 0; free &= free - 1 {
		g := &geometries[bits.TrailingZeros32(free)&31]
		// The pushed line, from the mover's side and then from the
		// other's, whose move it is next.
		mine := own&^g.mask | bits.RotateLeft64(own&g.body, int(g.turn)) | hold&g.entry
		theirs := boardMask &^ mine
		invAfter := inv&^g.mask | bits.RotateLeft64(inv&g.body, int(g.turn)) | g.entry
		if depth == 2 {
			// perft at depth 1, in line.
			plainAfter := boardMask &^ invAfter
			if plainAfter&theirs != 0 && plainAfter&mine != 0 {
				n += pushCount(invAfter & mine)
			}
			continue
		}
		// The mover now holds the tile pushed off: is it of its colour?
		n += perft(theirs, invAfter, next, -(own >> g.farSq & 1), depth-1)
	}
	return n
}

// pushCount is the number of legal pushes when the tiles on blocked may not
// be pushed off: one per border square not blocked, two per corner.
func pushCount(blocked uint64) uint64 {
	return uint64(bits.OnesCount64(edges&^blocked) + bits.OnesCount64(corners&^blocked))
}
