// Package arena plays games between real processes over pipes, as the
// CodeCup judge (Caia) did. It imports no game and not the bot framework:
// it plays any game through the contract of package game, whose Judge (or
// PuzzleJudge) each game's referee implements in <game>/judge. Its rooms:
// proc holds and ends the players' processes, stats does a match's
// statistics, tune runs SPSA on a bot's parameters through the arena.
//
// It offers:
//
//   - Entrant, ParseCommand, ExpandArgv, CommandLine: a player as a
//     command line, with its placeholders {seed} and {opening};
//   - PlayGame: one game between two processes with the contest's clocks,
//     the player not on turn suspended, each fault (crash, closed output,
//     timeout, illegal move, too much output, output before its turn)
//     recorded the moment it shows and scored 0 while the jury's fallback
//     plays on;
//   - Record, Move, Fault, RecordFile, ReadRecords, LoadRecords: games as
//     JSON lines appended as they end, resumable, a cut-off tail
//     tolerated; GameStats, SolveStats: record files of any kind summed up;
//   - Rejudge, RejudgeBoard, ErrNotGenuine: a record (a board's result)
//     played elsewhere replayed through the judge from its scheduled seed,
//     refused unless the arena could have written it;
//   - Suite, Opening, Openings: opening suites; Stray: a player that left
//     its line;
//   - Match, Tournament, Runner, CheckResume, PairSeed: pairs on the same
//     seed with sides swapped, run concurrently, summed up in MatchSummary
//     and TournamentSummary;
//   - Solve, SolveRound, SolveAll: solve mode, the last complete line
//     printed in time scored under every scoring.
//
// Every run takes a context: once it is done, each player started under
// it is killed with all it started, and the run returns what finished
// with the context's error.
//
// Package arenatest (tests only) holds the checks every judge's tests run.
package arena
