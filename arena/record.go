package arena

// GameKind marks a line of a match's or tournament's record file (see
// SolveKind for solve mode's).
const GameKind = "game"

// RecordVersion is the version of the record lines the arena writes:
// version 1 added the kind, the version, the opening line and the stray.
// Lines without them (version 0) read as before: a game record.
const RecordVersion = 1

// Record is one finished game as the arena writes it: one JSON line in a
// match's record file.
type Record struct {
	// Kind is GameKind ("" in version 0); Version is RecordVersion.
	Kind    string `json:"kind,omitempty"`
	Version int    `json:"version,omitempty"`
	// Game is the judge's name.
	Game string `json:"game"`
	// Index is the game's number in its match or tournament, from 0.
	Index int `json:"index"`
	// Seed started the game (the same for both games of a pair).
	Seed uint64 `json:"seed"`
	// Options are the judge's options (none: the rules' defaults).
	Options map[string]string `json:"options,omitempty"`
	// Setup is the judge's text for the starting position.
	Setup string `json:"setup"`
	// Players are the names of player 0 (who moves first) and player 1.
	Players [2]string `json:"players"`
	// Commands are the command lines the players were started with, their
	// placeholders expanded (see ExpandArgv).
	Commands [2]string `json:"commands,omitempty"`
	// Moves are the lines played, in order, jury moves included.
	Moves []Move `json:"moves"`
	// Contest are the judge's scores as if nobody had faulted.
	Contest [2]float64 `json:"contest"`
	// Scores are the final scores: a faulted player's is 0.
	Scores [2]float64 `json:"scores"`
	// Faults are the faults committed (at most one per player).
	Faults []Fault `json:"faults,omitempty"`
	// Time is each player's total thinking time in seconds.
	Time [2]float64 `json:"time_s"`
	// Opening is the line from a suite the game was played on (nil: none),
	// Stray the first move a player played off it (nil: none strayed).
	Opening *Opening `json:"opening,omitempty"`
	Stray   *Stray   `json:"stray,omitempty"`
}

// Move is one line played: by whom, what, and the thinking time it took in
// seconds. Jury marks a move the jury played for a faulted player.
type Move struct {
	Player int     `json:"p"`
	Line   string  `json:"m"`
	Time   float64 `json:"t"`
	Jury   bool    `json:"jury,omitempty"`
}

// Faulted reports whether player faulted in the game.
func (r *Record) Faulted(player int) bool {
	for _, f := range r.Faults {
		if f.Player == player {
			return true
		}
	}
	return false
}
