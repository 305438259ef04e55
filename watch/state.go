package watch

import (
	"botcup/arena"
	"botcup/arena/stats"
	"botcup/arena/tune"
)

// State is a run as the live page shows it, and /state.json gives it.
type State struct {
	Kind  string `json:"kind"` // match, tournament, tune or solve
	Game  string `json:"game"`
	Title string `json:"title"`
	Limit string `json:"limit,omitempty"` // the arena's clock per player per game
	// Games are the games (boards) finished so far, those resumed from
	// the record included, of Total scheduled; Unit names them.
	Games int    `json:"games"`
	Total int    `json:"total"`
	Unit  string `json:"unit"`
	// Elapsed is the seconds since the run began, ETA an estimate of the
	// seconds left (-1: not known yet), PerGame the wall-clock seconds a
	// game (board) took on average in this run.
	Elapsed float64 `json:"elapsed_s"`
	ETA     float64 `json:"eta_s"`
	PerGame float64 `json:"per_game_s"`
	// Over is set once the run ended; Ended says how ("" all played).
	Over  bool   `json:"over"`
	Ended string `json:"ended,omitempty"`
	// Version changes whenever the state does.
	Version uint64 `json:"version"`

	Match      *arena.MatchSummary      `json:"match,omitempty"`
	Tournament *arena.TournamentSummary `json:"tournament,omitempty"`
	// Curve is the match's Elo, nElo and LLR after each game (thinned to
	// at most MaxPoints, evenly).
	Curve []Point `json:"curve,omitempty"`
	// SPRT is the test's bounds, for the LLR's plot.
	SPRT   *stats.SPRTResult `json:"sprt,omitempty"`
	Params *Params           `json:"params,omitempty"`
	Solve  *Solve            `json:"solve,omitempty"`

	// Recent are the last games, newest first; Faults every fault so far
	// (the first MaxFaults), FaultCount how many.
	Recent     []GameLine  `json:"recent"`
	Faults     []FaultLine `json:"faults"`
	FaultCount int         `json:"fault_count"`
	// Times are each game's thinking time, both players together, in
	// seconds (thinned as Curve).
	Times []float64 `json:"times,omitempty"`

	// Workers are a queued run's workers (nil: played here), AckWait the
	// seconds after which a silent worker's pair goes to another.
	Workers []WorkerLine `json:"workers,omitempty"`
	AckWait float64      `json:"ack_wait_s,omitempty"`
}

// Point is a match's estimates after game Games.
type Point struct {
	Games int        `json:"n"`
	Elo   float64    `json:"elo"`
	EloCI [2]float64 `json:"elo_ci"`
	NElo  float64    `json:"nelo"`
	NCI   [2]float64 `json:"nelo_ci"`
	LLR   float64    `json:"llr"`
}

// Params are a tune run's parameters and their values after each batch.
type Params struct {
	Params []tune.Param `json:"params"`
	// Path is the values at the start and after each batch, Done the
	// iterations done at each (thinned as Curve).
	Path [][]float64 `json:"path"`
	Done []int       `json:"done"`
}

// Solve is a solve round's running total and its boards so far.
type Solve struct {
	Scoring string              `json:"scoring"`
	Total   int64               `json:"total"`
	Boards  []arena.BoardResult `json:"boards"`
}

// GameLine is a finished game as the list of last games shows it.
type GameLine struct {
	Index   int        `json:"index"`
	Players [2]string  `json:"players"`
	Sides   [2]string  `json:"sides"`
	Scores  [2]float64 `json:"scores"`
	Time    [2]float64 `json:"time_s"`
	Moves   int        `json:"moves"`
	Faults  []string   `json:"faults,omitempty"`
	// Replay says /game/INDEX serves its replay page.
	Replay bool `json:"replay"`
}

// FaultLine is a fault as it happened: the game, who, what, and the last
// lines the faulty player wrote to stderr (up to TailLines).
type FaultLine struct {
	Game   int    `json:"game"`
	Player string `json:"player"`
	Kind   string `json:"kind"`
	Move   int    `json:"move"`
	Detail string `json:"detail"`
	Tail   string `json:"stderr_tail"`
}

// WorkerLine is a worker of a queued run, from its beats.
type WorkerLine struct {
	Name        string  `json:"name"`
	Host        string  `json:"host"`
	Concurrency int     `json:"concurrency"`
	Played      int     `json:"played"`  // games played since it was first heard
	PerMinute   float64 `json:"per_min"` // games a minute since then
	LastSeen    float64 `json:"last_s"`  // seconds since its last beat
	Holding     string  `json:"holding"` // the games (board) of this run it holds
	Status      string  `json:"status"`  // working, idle, left, gone
}
