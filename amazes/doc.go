// Package amazes holds the rules of Amazes (CodeCup 2010), a maze explored
// by two players under partial information, once, for the judge and the
// bot alike.
//
// It offers the maze (Maze, Dir, Pose) with its checks and random mazes
// of the contest's statistics (Generate), the setup and its +-| drawing
// (Setup, FormatSetup, ParseSetup), the view a player is told each turn
// (View, Maze.Look, ParseView), moves (CheckMove, Maze.Walk, the jury's
// extra T), the points and the score clamp, and one player's map with the
// rules' inferences (Knowledge). Explorer is a player's side of the game,
// shared by the bot and the reference players, with the hunter's plan
// (HuntTargets). The bot's Planner weighs the expected points of the view
// from each reachable cell per step paid, catches, sudden death and the
// danger of ending where a hunter walks next, from where it believes the
// opponent stands; Run is the bot's protocol loop (ReadTurn, one turn's
// input) and Bench the fixed plans of `botcup bench`.
package amazes
