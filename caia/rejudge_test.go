package caia

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
)

// TestRejudgeHostedRefuses: a worker's record of a hosted game that the
// host could not have written is refused, with what is wrong.
func TestRejudgeHostedRefuses(t *testing.T) {
	good := func() arena.Record {
		return arena.Record{Kind: arena.GameKind, Version: arena.RecordVersion,
			Moves:   []arena.Move{{Player: 0, Line: "2", Time: 0.25}, {Player: 1, Line: "3", Time: 0.5}, {Player: 0, Line: "1", Time: 0.25}},
			Faults:  []arena.Fault{{Player: 1, Kind: arena.FaultTimeout, Move: 3, Detail: TokenTimeout + " out of time"}},
			Contest: [2]float64{10, 0}, Scores: [2]float64{10, 0}, Time: [2]float64{0.5, 1.0}}
	}
	j := &Judge{name: "caia:ref", path: "ref"}
	opt := arena.GameOptions{Budget: time.Second}
	rec := good()
	require.NoError(t, j.RejudgeHosted(arena.Scheduled{Index: 4}, opt, &rec))
	for want, spoil := range map[string]func(r *arena.Record){
		`setup "x": a CAIA referee's game has none`: func(r *arena.Record) { r.Setup = "x" },
		"a fault of player 2":                       func(r *arena.Record) { r.Faults[0].Player = 2 },
		"player 1 faulted twice":                    func(r *arena.Record) { r.Faults = append(r.Faults, r.Faults[0]) },
		"player 1's fault at move 4 of 3":           func(r *arena.Record) { r.Faults[0].Move = 4 },
		`player 1's fault of kind "illegal", which a CAIA referee's host does not record`:                 func(r *arena.Record) { r.Faults[0].Kind = arena.FaultIllegal },
		`player 1's timeout fault says "<caiaio:_player_stopped> out of time", not caiaio's token for it`: func(r *arena.Record) { r.Faults[0].Detail = TokenStopped + " out of time" },
		"move 2 by player 1 after its fault":                                                              func(r *arena.Record) { r.Faults[0].Move = 1 },
		"move 3 by the jury: a CAIA referee's host records none":                                          func(r *arena.Record) { r.Moves[2].Jury = true },
		"move 1 took -1 s":   func(r *arena.Record) { r.Moves[0].Time = -1 },
		"move 2 by player 3": func(r *arena.Record) { r.Moves[1].Player = 3 },
		"player 0's time 0.4 s is less than its moves' 0.5 s":                   func(r *arena.Record) { r.Time[0] = 0.4 },
		"player 0's time 0.7 s is more than its moves' 0.5 s":                   func(r *arena.Record) { r.Time[0] = 0.7 },
		"player 0 used 1.5 s of a 1s clock without a timeout":                   func(r *arena.Record) { r.Time[0], r.Moves[0].Time = 1.5, 1.25 },
		"contest scores [10 5], scores [10 0]: a CAIA referee's report is both": func(r *arena.Record) { r.Contest[1] = 5 },
	} {
		rec := good()
		spoil(&rec)
		err := j.RejudgeHosted(arena.Scheduled{Index: 4}, opt, &rec)
		assert.EqualError(t, err, "not a genuine record: game 4: "+want)
		assert.True(t, errors.Is(err, arena.ErrNotGenuine), want)
	}
}
