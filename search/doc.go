// Package search is botcup's game-search engine. It knows no game: a game
// plugs in through the small interfaces in game.go, on a concrete struct with
// pointer receivers, and the engines are generic over it.
//
// What it offers (each file holds one of these):
//   - game.go: the interfaces a game implements (Game for two-player zero-sum
//     games with perfect information, Puzzle and PuzzleState for single-player
//     puzzles) and Inf, the bound of every value.
//   - clock.go: Clock (real or fake time) and Deadline, what a running search
//     asks about time; NoDeadline for fixed and anytime searches.
//   - alphabeta.go: AlphaBeta, the two-player engine: negamax alpha-beta with
//     iterative deepening, PVS, aspiration windows, a transposition table and
//     move ordering, late-move reductions as an option (LMR, off by default);
//     optional game hooks MoveScorer, Quiescer, Extender,
//     WinMarker, ChildHasher (the children's table slots fetched at once),
//     TTOffsetter (table keys without the points so far); depth, node and
//     time limits; AlphaBetaResult (move, value,
//     depth, nodes, PV, Solved, Partial); Report for the anytime mode.
//   - tt.go: TT, the fixed-size transposition table (entries without
//     pointers, two slots a bucket, generations).
//   - order.go: move ordering for AlphaBeta (table move, game scores,
//     killers, history).
//   - timeman.go: GameBudget and MoveTimer: a game's thinking time spread over
//     its moves, with soft and hard limits per move and a reserve never
//     handed out.
//   - mcts.go, mcts_proof.go: MCTS, UCT with the MCTS-solver (Proof), rollout
//     and reward hooks (PlayoutPolicy, Rewarder), a node pool and the tree
//     kept between moves (Advance).
//   - duel.go: Duel, the engine driver of a two-player bot: alpha-beta,
//     MCTS (in chunks to the move's soft limit), greedy or random
//     (DuelOptions: kind, seed, table size, fixed depth or playouts, and
//     MCTS's exploration, node pool and rollout limit);
//     Thought, what it chose; the optional Horizon hook (plies left) and
//     AlphaBetaTuning hook (LMR, aspiration for the game's alpha-beta).
//   - duelbot.go: RunDuel, the protocol loop of a bot whose moves are one
//     token a line (start and quit tokens, the game budget, a random
//     opening and an opening line to follow, for variety); duelmain.go:
//     DuelCommand, such a bot's whole main (flags, -bench, -depth,
//     -playouts, -line); duelbench.go: bench cases for
//     Duel games.
//   - param.go: Param and Params, a bot's tunable constants, set with
//     -param name=value and listed with -params (what botcup tune reads);
//   - perft.go: Perft, the count of move sequences of a fixed length.
//   - rng.go: Rng, a small fast seeded generator (xoshiro256**) shared by
//     engines and games.
//   - solution.go: Report and Solution, what the single-player engines hand
//     back, and the PlayoutPolicy hook (a game's own playout move, e.g.
//     SameGame's tabu colour).
//   - beam.go: Beam, beam search on a Puzzle (width, BeamScorer and
//     PuzzleHasher hooks, anytime widening).
//   - nmcs.go: NMCS, Nested Monte Carlo Search (levels, memorised best line).
//   - nrpa.go, nrpa_policy.go: NRPA, Nested Rollout Policy Adaptation with a
//     fixed-size policy table keyed by move code.
//   - bench.go: BenchCase and RunBench, the fixed searches whose total node
//     count is a game's bench signature (`botcup bench`, a bot's -bench).
//
// Package searchtest (tests only, never in a bot) holds the checks every
// Duel game's tests run: whole games by every engine, the protocol loop,
// repeatable benches.
//
// The toy games in internal/toy have known exact values and are what every
// engine is tested on before a contest game uses it: tic-tac-toe, Nim, a
// small Connect-4 and random game trees with transpositions (two-player);
// SameLine, a one-row SameGame, and Schedule, jobs with due times whose
// optimum a dynamic program gives (single-player).
package search
