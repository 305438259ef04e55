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
//   - knowledge.go: Knowledge, one player's map in its own frame, and its
//     discoveries (See, Walk);
//   - inference.go: the map's dead-end and corner rules, run until nothing
//     changes;
//   - outerwalls.go: the map's outer-wall rules and where the maze lies in
//     the frame;
//   - points.go: the points of the game and the score clamp;
//   - protocol.go: ReadTurn, one turn's input as a player reads it;
//   - explorer.go: Explorer, a player's side of the game (its map, where it
//     stands in its frame, shortest known routes, moves as the judge plays
//     them), shared by the bot and the reference players;
//   - hunt.go: the hunter's plan (Unknowns, ExploreTargets, HuntTargets),
//     for the reference player and the bot's model of its opponent;
//   - engine.go, eval.go, opponent.go: the bot's Planner: the expected
//     points of the view from each reachable cell per step paid, catches,
//     sudden death and the danger of ending where a hunter walks next;
//     finishing the map when its points allow, then hunting; what it
//     believes about the opponent (Opponent, logged each turn);
//   - tracker.go: where the opponent may stand, weighed from every squared
//     distance told, as an explorer or a hunter (hunt.go's rule; told 0, it
//     turns back the way it came), and the chance that a hunter's next move
//     ends on each cell;
//   - follow.go: told 0 by an explorer that ended its move on the bot, the
//     cells it walks to next, which the planner does not lead it to;
//   - bot.go: Run, the bot's protocol loop, and its Options.
package amazes
