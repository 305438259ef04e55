// Package duel is the part of a two-player bot that is the same for every
// game whose moves are one token a line: a game keeps only
// its rules, evaluation and the hooks it binds to package search.
//
// It offers:
//   - Duel (New, Options): the engine that chooses one side's moves,
//     alpha-beta to the game's Horizon, MCTS in chunks to the move's soft
//     limit, or the reference players Greedy and Random; Thought, what it
//     chose; the optional game hooks Horizon (plies left) and
//     AlphaBetaTuning (the game's LMR and aspiration).
//   - Run (Protocol, BotOptions): the protocol loop of such a bot: the
//     start and quit tokens, the game's budget spread over its moves, a
//     random opening and an opening line to follow, for variety in
//     matches; it never prints an illegal move.
//   - Command: the bot's whole main: its flags (-budget, -engine, -depth,
//     -playouts, -opening, -line, -v, -bench, -param), checked before any
//     input is read.
//   - BenchCases and Bench: a game's bench, fixed alpha-beta searches and
//     a fixed MCTS from the start, repeatable node for node.
//
// Bots import it, so it uses only the standard library, package search,
// search/botflag and golang.org/x/exp/constraints.
package duel
