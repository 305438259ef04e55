// Package arena plays games between real processes over pipes, as the
// CodeCup judge (Caia) did, and keeps the statistics a contest player needs.
// It imports no game: each game's referee implements Judge (or PuzzleJudge)
// in <game>/judge.
//
// It offers:
//
//   - Judge, Game, LineLimiter, ErrMalformed: the two-player referee
//     interface; PuzzleJudge for single-player solve mode (SameGame);
//   - Player, Perft, Registration: what a game gives the CLI;
//   - TurnJudge, TurnRules: the judge of a game whose moves are one token a
//     line between a start and a quit token (Bao, Invers), built from the
//     game's rules, with the jury's random fallback; PerftOf, a Perft from a
//     position parser;
//   - DuelPlayers, PlayInProcess: the random and greedy reference players of
//     such a game, and games between in-process players over pipes;
//   - Entrant, ParseCommand: a player as a command line; ExpandArgv, its
//     placeholders {seed} and {opening} for one game; CommandLine, an argv
//     written back as a command line (placeholder.go);
//   - PlayGame: one game between two processes with the contest's clocks
//     (wall time from input sent to line received, summed per game against
//     the budget), the player not on turn suspended (its cgroup frozen,
//     or each of its processes stopped; checked before the other's clock
//     starts), each fault (crash, closed output, timeout, illegal move,
//     too much output, output before its turn) recorded the moment it
//     shows and scored 0 while the jury's fallback plays on;
//   - containment: each player in a cgroup v2 of its own where the machine
//     allows it (cgroup.go), else under the arena as child subreaper
//     (reaper.go), so that every process it starts, re-parented or not,
//     ends with its game (contain.go, Containment, JailEnv); optional
//     per-player memory and CPU limits (Limits, ParseMemory, CheckLimits);
//   - Record, Move, Fault, RecordFile, ReadRecords, LoadRecords: games as
//     JSON lines (GameKind, RecordVersion), appended as they end,
//     resumable, a cut-off tail tolerated;
//   - Rejudge, RejudgeBoard, ErrNotGenuine: a record (a board's result)
//     played elsewhere replayed through the judge from its scheduled seed,
//     refused unless the arena could have written it (rejudge.go);
//   - Suite, Opening, ParseSuite, LoadSuite, Openings: opening suites, one
//     line per pair, checked by the judge, handed out in order or shuffled
//     (suite.go, opening.go); Stray, FindStray: a player that left its
//     line (stray.go);
//   - GameStats, SummarizeGames, SolveStats, SummarizeSolves,
//     ReadAnyRecords, LoadAnyRecords: record files of any kind summed up
//     with no schedule (recordstats.go);
//   - Match, MatchSchedule, Tournament, TournamentSchedule, Runner,
//     CheckResume, PairSeed: pairs on the same seed with sides swapped, run
//     concurrently, summed up in MatchSummary and TournamentSummary (a
//     faulty side loses the game; FaultNote lists each fault with the
//     first lines of the player's stderr);
//   - Penta, Elo, NElo, LOS, EloPrior, EloFromScore, ScoreDiff, LLR, SPRT
//     (stats.go): pentanomial counts, Elo and normalized Elo with 95%
//     intervals that a handful of games cannot make certain, the mean
//     contest-score difference, and the pentanomial GSPRT of fishtest and
//     fastchess under the normalized or the logistic model;
//   - ErrInterrupted, KillPlayers (interrupt.go): a run's Stop channel ends
//     it early, keeping what finished; KillPlayers kills every player
//     process, for a signal handler;
//   - Solve, SolveRound, SolveAll, BoardResult, SolveSummary: solve mode,
//     the last complete line printed in time scored under every scoring,
//     every line's arrival and scores in LineScore;
//     SolveRecord, OpenSolveRecordFile, LoadSolveRecords: its record.
//   - SPSA, TuneParam (spsa.go): fishtest's SPSA on a bot's parameters;
//     Tune, TuneRecord (tune.go): SPSA run through pairs of games between
//     the bot's plus and minus values, recorded and resumable;
//
// Package arenatest (tests only) holds the checks every judge's tests run:
// the exchange of lines, faults, whole games by the jury and by the
// reference players.
package arena
