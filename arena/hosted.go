package arena

import "context"

// Hosted is an optional interface of a Judge that plays a whole game
// itself, its players' processes and all: a judge that is a program of its
// own (a CAIA referee, package caia), not a Game the arena drives. PlayGame
// hands such a judge the game, with its options' defaults filled in, and
// Rejudge a worker's record of one.
type Hosted interface {
	// PlayHosted plays one game as PlayGame does (same contract: faults
	// are no errors; an error means the game could not be played,
	// the judge's own failure included).
	PlayHosted(ctx context.Context, seed uint64, players [2]Entrant, opt GameOptions) (Record, error)
	// RejudgeHosted checks a record of scheduled game s, whose name, index,
	// seed, players, options and opening Rejudge has checked already.
	RejudgeHosted(s Scheduled, opt GameOptions, rec *Record) error
}
