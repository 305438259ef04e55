// Package judge is the referee of More for botcup's arena: the contest's
// protocol, rules and scoring, the jury's replacement player, random boards
// like the contest's, and the reference players.
//
// It offers Judge (game.Judge) and its options (the board: random, the
// text's example or a given wall line; the cut-off; the replacement player;
// the wall odds); MoreGame (game.Game): the lines each side is sent
// ("Start", the opponent's move, "Nil", "Quit"), the moves it may answer,
// the contest scores and the replacement's moves; RandomBoard, the
// contest's random boards; a drawing of a position for `botcup replay`; the
// reference players random and greedy (game.Player) and the choice of move
// they and the replacement make; the random opening lines of `botcup
// openings`, valued by the bot's alpha-beta (NewLine, LineOn); and
// Registration, the game's entry for the CLI, with its perft.
package judge
