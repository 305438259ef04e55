package game

// Perft counts the move sequences of exactly depth moves from board (the
// game's own text for a position; "" is the game's standard start). A game
// that ends sooner adds nothing; a forced pass counts as one move.
type Perft func(board string, depth int) (uint64, error)

// PerftOf is a game's Perft from its position parser and its position's
// own perft: Perft(board, depth) parses board ("" is the game's start, as
// the parser reads it) and counts from there. A board the parser rejects
// is its error.
func PerftOf[P interface{ Perft(depth int) uint64 }](parse func(board string) (P, error)) Perft {
	return func(board string, depth int) (uint64, error) {
		p, err := parse(board)
		if err != nil {
			return 0, err
		}
		return p.Perft(depth), nil
	}
}
