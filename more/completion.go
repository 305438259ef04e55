package more

import "math/bits"

// Configurations is the number of ways to place four stones of one side on
// the board: C(36, 4).
const Configurations = 58905

// binomial[n][k] is C(n, k) for the configuration index.
var binomial = newBinomial()

func newBinomial() (t [Squares + 1][5]int) {
	for n := range t {
		t[n][0] = 1
		for k := 1; k < 5 && k <= n; k++ {
			t[n][k] = t[n-1][k-1]
			if k < n {
				t[n][k] += t[n-1][k]
			}
		}
	}
	return t
}

// configIndex numbers a set of four squares 0..Configurations-1 (the
// combinatorial number system): the sum of C(square, rank) over its
// squares, ranked 1..4 from the lowest. It adds one entry of configChunks
// per chunk of the board, chosen by the chunk's squares and by how many
// stones lie below the chunk: a few independent loads and no loop.
func configIndex(stones uint64) int {
	const m = 1<<configChunk - 1
	c0, c1, c2 := uint(stones&m), uint(stones>>configChunk&m), uint(stones>>(2*configChunk)&m)
	n1 := uint(chunkStones[c0]) << configChunk
	n2 := n1 + uint(chunkStones[c1])<<configChunk
	n3 := n2 + uint(chunkStones[c2])<<configChunk
	const in = 4<<configChunk - 1 // n <= 3 where the chunk holds a stone
	return int(configChunks[0][c0]) + int(configChunks[1][(n1|c1)&in]) +
		int(configChunks[2][(n2|c2)&in]) + int(configChunks[3][(n3|uint(stones>>(3*configChunk)))&in])
}

// configChunk is the number of squares of a chunk of configIndex: four
// chunks cover the board.
const configChunk = Squares / 4

// chunkStones is the number of stones on each set of a chunk's squares.
var chunkStones = func() (t [1 << configChunk]uint8) {
	for v := range t {
		t[v] = uint8(bits.OnesCount(uint(v)))
	}
	return t
}()

// configChunks[j][n<<configChunk|set] is the part of configIndex of the
// squares set of chunk j with n stones below the chunk: the stones of the
// set ranked from n+1. n is 0..3: with a fourth stone below, the chunk is
// empty, and an empty chunk adds 0 whatever n is.
var configChunks = func() (t [4][4 << configChunk]uint16) {
	for j := range t {
		for i := range t[j] {
			k, sum := i>>configChunk, 0
			for b := uint64(i & (1<<configChunk - 1)); b != 0 && k < 4; b &= b - 1 {
				k++
				sum += binomial[j*configChunk+bits.TrailingZeros64(b)][k]
			}
			t[j][i] = uint16(sum)
		}
	}
	return t
}()

// LeastCostHome is the least number of points (moves plus penalty points)
// in which c's four stones on the squares stones reach c's home with no
// other stones on the board: a shortest path over all four-stone
// configurations (Dial's algorithm, edge costs 1 to 3), the stones blocking
// and jumping over each other. It is exact and takes some milliseconds, so
// the judge calls it once at a cut-off, not a search at every node. It
// returns -1 if stones is not four squares of the board.
func LeastCostHome(b *Board, stones uint64, c Color) int {
	if bits.OnesCount64(stones) != 4 || stones&^boardMask != 0 {
		return -1
	}
	home := HomeSquares[c]
	if stones == home {
		return 0
	}
	const unseen = 0xffff
	dist := make([]uint16, Configurations)
	for i := range dist {
		dist[i] = unseen
	}
	// Costs are 1..3, so four buckets used in turn hold every open state.
	var buckets [4][]uint64
	dist[configIndex(stones)] = 0
	buckets[0] = append(buckets[0], stones)
	var buf [MaxMoves]Move
	for d := 0; ; d++ {
		q := &buckets[d&3]
		if len(*q) == 0 && len(buckets[0])+len(buckets[1])+len(buckets[2])+len(buckets[3]) == 0 {
			return -1 // unreachable: own stones alone can always move
		}
		for len(*q) > 0 {
			s := (*q)[len(*q)-1]
			*q = (*q)[:len(*q)-1]
			if int(dist[configIndex(s)]) != d {
				continue // a stale entry, reached cheaper before
			}
			if s == home {
				return d
			}
			for _, m := range soloMoves(b, s, buf[:0]) {
				next := s ^ (1<<m.From() | 1<<m.To())
				nd := d + 1 + b.Penalty(m.From(), m.To())
				if i := configIndex(next); nd < int(dist[i]) {
					dist[i] = uint16(nd)
					buckets[nd&3] = append(buckets[nd&3], next)
				}
			}
		}
	}
}

// soloMoves appends the moves of stones alone on board b.
func soloMoves(b *Board, own uint64, buf []Move) []Move {
	empty := ^own & boardMask
	return appendJumps(appendSteps(buf, b, own, empty), b, own, own, empty)
}
