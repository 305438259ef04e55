// Package arena plays games between real processes over pipes, as the
// CodeCup judge (Caia) did, and keeps the statistics a contest player needs.
//
// It offers:
//   - Judge and Game: the interface a two-player game's referee implements
//     (in <game>/judge); PuzzleJudge for single-player solve mode (SameGame);
//   - Player, Perft and Registration: what a game gives the CLI;
//
// The arena imports no game.
package arena
