// Package invers holds the rules of Invers as played in CodeCup 2011: a 6x6
// board of yellow and red tiles, plain or inverted, each side holding one
// tile that it pushes in, inverted, from an edge (24 pushes A..X), the one
// restriction (never push off an inverted tile of the opponent), the win
// (no own plain tile left), the end after 100 moves each and the contest
// scores. It is pure and allocation-free in play; the bot and the judge
// both use it.
//
// It offers the board (Colour, Square, the start) and the pushes (Push,
// with the one table of our decision on the move letters); the position
// (State) with its legal pushes as a set of bits, Play and Make/Unmake by
// copy-make of two 36-bit words; the win, the scores, the hash, perft and
// the notation of positions; the evaluation that makes State a
// search.Game; Engine, duel.Duel bound to a State (TuneAlphaBeta: no
// iteration past the 200-ply end, late moves reduced); Run, the contest's
// protocol loop with its time budget; Params, the constants -param sets
// and botcup tune tunes; and Bench, the fixed searches of `botcup bench`.
package invers
