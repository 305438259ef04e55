// Package zuniq holds the rules of Zuniq (CodeCup 2021) as the contest
// plays them, and the bot's side of the game: its evaluation, its binding
// to package search and its protocol loop; the judge (zuniq/judge) and
// the bot (zuniq/cmd/zuniq) both use it.
//
// Its own words: board.go (dots, cells, segments), state.go (the
// position, zones and moves), notation.go, score.go (the contest's
// points and the victory call), zobrist.go, eval.go (the playouts),
// engine.go (the engine's setup, in one place), params.go (what -param
// sets: exploration, RAVE, the solver hand-off, the time's spread),
// rave.go (the action keys RAVE counts: a segment for both sides),
// hooks.go (the engine hooks, asserted), bot.go (the protocol loop with
// the victory call, made only once the engine has proven the win),
// bench.go, perft.go.
package zuniq
