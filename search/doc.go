// Package search is botcup's game-search engine. It knows no game: a game
// plugs in through small interfaces on a concrete struct with pointer
// receivers, and the engines are generic over it, so a bot's search runs
// without interface calls (and its bundle without generics).
//
// It offers:
//   - Two-player games with perfect information (Game): AlphaBeta, negamax
//     alpha-beta with iterative deepening, PVS, aspiration windows, a
//     transposition table (TT), move ordering (table move, the game's
//     scores, killers, history) and late-move reductions as an option,
//     within depth, node and time limits, exact to the end of the game
//     where it can prove it (Solved); MCTS, UCT with the MCTS-solver
//     (Proof), a node pool and the tree kept between moves, RAVE or GRAVE
//     as an option (MCTSOptions.Rave, over the game's ActionKeyer), and the
//     hand-off of leaves near the end to an exact solver
//     (MCTS.HandLeavesTo); Solver, that exact search on Terminal's values
//     alone (won, drawn or lost; at least a target; the exact value by
//     null-window steps), with a table, the game's move list and its cuts.
//     Optional hooks let a game do better than the defaults: MoveScorer,
//     Quiescer, Extender, WinMarker, ChildHasher and TTOffsetter for
//     alpha-beta, PlayoutPolicy, Rollouter, Rewarder, MoveGrouper,
//     ActionKeyer and KeyedRollouter for MCTS, PliesLefter for the
//     hand-off, SolverMover and Bounder for Solver.
//   - Single-player puzzles (Puzzle, PuzzleState): Beam (beam search with
//     BeamScorer and PuzzleHasher hooks, anytime widening), NMCS (Nested
//     Monte Carlo Search) and NRPA (Nested Rollout Policy Adaptation), each
//     anytime, reporting every improved Solution.
//   - Time: Clock (real or fake) and Deadline, what a running search asks;
//     GameBudget and MoveTimer spread a game's thinking time over its
//     moves with soft and hard limits and a reserve never handed out.
//   - Rng, a small fast seeded generator shared by engines and games;
//     Perft, the count of move sequences of a fixed length; BenchCase and
//     RunBench, the fixed searches whose total node count is a game's bench
//     signature (`botcup bench`, a bot's -bench).
//
// Its subpackages build on it: duel (search/duel) is the whole bot of a
// two-player game played one token a move (the engine driver, the
// protocol loop, the command line and the bench), botflag (search/botflag)
// what every bot's command line shares (-h, flag checks, tunable
// parameters), and searchtest (tests only, never in a bot) the checks
// every duel game's tests run.
//
// The toy games in internal/toy have known exact values and are what every
// engine is tested on before a contest game uses it: tic-tac-toe, Nim, a
// small Connect-4, random game trees with transpositions and Pick (taking
// items of value in turn, where a move's worth does not depend on when it
// is played: RAVE's case) (two-player);
// SameLine, a one-row SameGame, and Schedule, jobs with due times whose
// optimum a dynamic program gives (single-player). Package internal/plain
// times AlphaBeta against its plain (non-generic) copy, which the bundler
// generates, to show what the type parameters cost.
package search
