// Package samegame holds the rules of SameGame as played in the AStA FH Wedel
// programming contest 2015, fast on the usual 15x15 boards and sound up to
// 256x256 boards with 255 colours.
//
// It offers the board (Board, Move) with its legal groups, Play (removing
// a group with gravity and column shift), the scorings (Contest, Classic),
// the hash, perft, the contest's input and output (ReadBoard, ParseBoard,
// ParseSolution, FormatSolution), Replay (a solution scored as the judge
// does) and random and picture-like boards (Generate). For search it
// offers tabu-colour random playouts, played on per-colour bit masks of
// the columns or, on the 15x15 boards, on bit planes of the cells' codes
// (lanes), and the solver: beam search ranked by playouts in passes of
// doubling widths, tail beams from random points of the best line, chains
// of both, a wide beam on the lane boards with a static evaluation
// (WideParams), NMCS and NRPA. Run is the solver's loop: read a board,
// print a first solution at once and every improvement, until killed;
// its constants are BeamCells, MaxBeamWidth, MaxTabu and their kin.
//
// The solver's command is cmd/samegame; the judge for the arena is judge/.
package samegame
