// Package bao holds the rules of Bao as played in CodeCup 2012: twelve pits
// A..L in a ring, four stones each, White owning A..F and sowing in
// increasing letter order, Black owning G..L and sowing in decreasing order,
// relay sowing on odd pits, the capture of the opposite pit (never a mother
// with two children), the end after an empty side or 100 moves, and the
// contest scores. It is pure and allocation-free in play; the bot and the
// judge both use it.
//
// It offers the board (Pit, Side, Opposite, Next) with our decisions where
// the text is silent, each one a named constant; the position (State) with
// its legal moves, Play, Make/Unmake by copy-make of 16 bytes and a
// sowing that adds whole laps at once; Sown, the pits a move's stones fall
// into; the hash, the scores, perft and the notation of moves and
// positions; the evaluation and MCTS's playout policy and reward that make
// State a search.Game; Engine, duel.Duel bound to a State; Run, the
// contest's protocol loop with its time budget; Params, the constants
// -param sets and botcup tune tunes; and Bench, the fixed searches of
// `botcup bench`.
package bao
