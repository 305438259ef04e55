// Package amazes holds the rules of Amazes (CodeCup 2010), a maze explored
// by two players under partial information, once, for the judge and the
// bot alike.
//
// What it offers (each file holds one of these):
//   - dir.go: Dir (compass directions and turns), Pose (cell and facing),
//     Dist2 (the squared distance a player is told);
//   - maze.go: Maze (25x25 cells, a wall or an opening on each side) and
//     Validate (closed outer wall, all cells connected, no corner point
//     without a wall), Openings, DeadEnds;
//   - generate.go: Generate, random mazes with the contest's statistics
//     (675..678 openings, 127..151 dead ends);
//   - setup.go: Setup (maze and start poses), RandomStarts, NewSetup;
//   - text.go: FormatSetup and ParseSetup, a +-| drawing of a setup;
//   - view.go: View and Corridor (what a player is told each turn),
//     Maze.Look, ParseView, ParseCorridor;
//   - move.go: CheckMove, Maze.Step and Maze.Walk (the stop at a wall, the
//     jury's extra T);
//   - knowledge.go: Knowledge, one player's map with every discovery and
//     inference rule, in the player's own frame;
//   - points.go: the points of the game.
package amazes
