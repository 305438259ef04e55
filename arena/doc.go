// Package arena plays games between real processes over pipes, as the
// CodeCup judge (Caia) did, and keeps the statistics a contest player needs.
// It imports no game: each game's referee implements Judge (or PuzzleJudge)
// in <game>/judge.
//
// It offers:
//   - Judge, Game, LineLimiter, ErrMalformed: the two-player referee
//     interface; PuzzleJudge for single-player solve mode (SameGame);
//   - Player, Perft, Registration: what a game gives the CLI;
//   - TurnJudge, TurnRules: the judge of a game whose moves are one token a
//     line between a start and a quit token (Bao, Invers), built from the
//     game's rules, with the jury's random fallback; PerftOf, a Perft from a
//     position parser;
//   - DuelPlayers, PlayInProcess: the random and greedy reference players of
//     such a game, and games between in-process players over pipes;
//   - Entrant, ParseCommand: a player as a command line;
//   - PlayGame: one game between two processes with the contest's clocks
//     (wall time from input sent to line received, summed per game against
//     the budget), the player not on turn suspended (SIGSTOP/SIGCONT, and
//     its cgroup frozen), each fault (crash, closed output, timeout,
//     illegal move, too much output, output before its turn) recorded the
//     moment it shows and scored 0 while the jury's fallback plays on;
//   - containment: each player in a cgroup v2 of its own where the machine
//     allows it (cgroup.go), else under the arena as child subreaper
//     (reaper.go), so that every process it starts, re-parented or not,
//     ends with its game (contain.go, Containment, JailEnv); optional
//     per-player memory and CPU limits (Limits, ParseMemory, CheckLimits);
//   - Record, Move, Fault, RecordFile, ReadRecords, LoadRecords: games as
//     JSON lines, appended as they end, resumable, a cut-off tail tolerated;
//   - Match, MatchSchedule, Tournament, TournamentSchedule, Runner,
//     CheckResume, PairSeed: pairs on the same seed with sides swapped, run
//     concurrently, summed up in MatchSummary and TournamentSummary;
//   - Penta, Elo, EloFromScore, LLR, SPRT: pentanomial counts, Elo with a
//     95% interval and the normalized-Elo pentanomial SPRT of fishtest and
//     fastchess;
//   - Solve, SolveRound, SolveAll, BoardResult, SolveSummary: solve mode,
//     the last complete line printed in time scored under every scoring;
//     SolveRecord, OpenSolveRecordFile, LoadSolveRecords: its record.
//
// Package arenatest (tests only) holds the checks every judge's tests run:
// the exchange of lines, faults, whole games by the jury and by the
// reference players.
package arena
