// Package samegame holds the rules of SameGame as played in the AStA FH Wedel
// programming contest 2015, fast on the usual 15x15 boards and sound up to
// 256x256 boards with 255 colours.
//
// What it offers (each file holds one of these):
//   - board.go: Board, the position (NewBoard, Rows, Colour, Stones, CopyFrom,
//     Clone); it implements search.PuzzleState[Board, Move].
//   - move.go: Move, a stone (x, y) in the board as it stands.
//   - group.go: the group of a stone (flood fill: Group, GroupSize) and the
//     legal groups (Moves, one Move per group, and Check).
//   - play.go: Play, removing a group with gravity and column shift.
//   - score.go: Scoring (Contest, Classic), Points, Score, Over, Code.
//   - hash.go: Hash, a Zobrist-style key of the position.
//   - notation.go: ReadBoard, ParseBoard and FormatBoard, the contest's input.
//   - solution.go: ParseSolution, AppendSolution and FormatSolution, the
//     contest's output line.
//   - replay.go: Replay, scoring a solution line on a board as the judge does.
//   - perft.go: Perft, the number of move sequences of a given length.
//   - playout.go: Playout, the tabu-colour random rollout policy
//     (PlayoutTabu, PlayoutTabuOrder), and TabuOrder: under Contest
//     scoring the repeated playouts play the tabu colour's smallest group
//     first (SmallestTabuGroup), under Classic a random one.
//   - bitplayout.go: the random-order playouts of boards of at most
//     BitRows x BitColumns cells and BitColours colours, played on
//     per-colour bit masks of the columns.
//   - lanes.go: those of boards of at most LaneRows x LaneColumns cells and
//     LaneColours colours (the 15x15 boards), played on three bit planes
//     of the cells' codes over the whole board, a column in each 16-bit
//     lane of four words.
//   - selectbit.go: selectBit, the n-th set bit of a word without a loop.
//   - rankplayout.go: rankPlayout, the beam's ranking playout played on
//     lane masks loaded straight from the position, which it leaves as it
//     was (no copy, no write-back).
//   - generate.go: Generate, random and picture-like boards.
//   - engine.go: how the solver thinks: the search node (a Board with its
//     line) bound to search's beam (ranked by tabu-colour playouts), NMCS
//     (tabu-colour playout policy) and NRPA (Code), and the shared best line.
//   - beamschedule.go: the widths of the beam's passes (beamSchedule:
//     doubling to BeamRepeatFrom, then BeamRepeats passes of each width).
//   - tailbeam.go: tailBeams, beam passes from random points of the best
//     line of all workers (EngineTail), ranked by playouts that keep the
//     colour of that line's largest group for last.
//   - chains.go: chains (EngineChains), the beam's workers on lane boards
//     (unless Options.NoChains): a first round of beam passes from the
//     root, then tail beams on that chain's own best line until it stalls
//     (ChainStall), again and again.
//   - widebeam.go: wideBeam, the beam of the lane boards: positions of 112
//     bytes (three code planes), children listed by dilation, the
//     dominated ones (the same stones, fewer points) dropped, the layers
//     trimmed by a static evaluation (WideParams) and ranked by
//     tabu-colour playouts, lines rebuilt from each layer's parents.
//   - widepasses.go: wideBeams, the beam worker's passes on lane boards,
//     and WideRanking, the solver's evaluation.
//   - bot.go: Run, the solver's loop: read a board, print a first solution
//     at once and every improvement, flushed, until killed (Options,
//     Engines).
//
// The solver's command is cmd/samegame; the judge for the arena is judge/.
package samegame
