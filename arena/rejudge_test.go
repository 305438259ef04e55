package arena

import (
	"context"
	"encoding/json"
	"maps"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/game/toytest"
)

// A genuine record passes Rejudge, whatever faults it holds; each change
// a worker could make to it is refused with what is wrong.
func TestRejudgeRefusesAnyChangeToAGenuineRecord(t *testing.T) {
	j := toytest.Sum{Clock: roomyBudget, MovesEach: 3}
	good := shPlayer("two", sayer("2"))
	sched := []Scheduled{
		{Index: 0, Seed: 7, Players: [2]Entrant{good, shPlayer("seven", sayer("7"))}},
		{Index: 1, Seed: 7, Players: [2]Entrant{shPlayer("crash", "read l; exit 3"), good}},
		{Index: 2, Seed: 9, Players: [2]Entrant{good, shPlayer("early", "echo 1; "+sayer("3"))}},
		{Index: 3, Seed: 9, Players: [2]Entrant{shPlayer("three", sayer("3")), good}},
	}
	recs := make([]Record, len(sched))
	for i, s := range sched {
		rec, err := PlayScheduled(context.Background(), j, nil, s, GameOptions{})
		require.NoError(t, err)
		rec.Index = s.Index
		// As it travels: a JSON round trip.
		b, err := json.Marshal(rec)
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(b, &recs[i]))
		require.NoError(t, Rejudge(j, nil, s, GameOptions{}, &recs[i]), "game %d", i)
	}
	require.Len(t, recs[0].Faults, 1)
	require.Equal(t, FaultIllegal, recs[0].Faults[0].Kind)
	require.Len(t, recs[1].Faults, 1)
	require.Equal(t, FaultCrash, recs[1].Faults[0].Kind)
	require.Len(t, recs[2].Faults, 1)
	require.Equal(t, FaultEarly, recs[2].Faults[0].Kind)
	require.Empty(t, recs[3].Faults)

	for _, tc := range []struct {
		name   string
		game   int
		change func(r *Record)
		want   string
	}{
		{"an illegal move", 3, func(r *Record) { r.Moves[2].Line = "4" }, `game 3: move 3 ("4") by player 0 is illegal: say 1, 2 or 3`},
		{"a move changed", 3, func(r *Record) { r.Moves[2].Line = "1" }, "game 3: contest scores [9 6], the judge's are [7 6]"},
		{"scores changed", 3, func(r *Record) { r.Scores = [2]float64{150, 0}; r.Contest = r.Scores }, "game 3: contest scores [150 0], the judge's are [9 6]"},
		{"a fault dropped", 0, func(r *Record) { r.Faults = nil; r.Scores[1] = r.Contest[1] }, `game 0: move 2 ("1") marked the jury's, but player 1 had not faulted`},
		{"the jury's move changed", 0, func(r *Record) { r.Moves[3].Line = "3" }, `game 0: move 4: the jury plays "1", not "3"`},
		{"a legal move called illegal", 0, func(r *Record) { r.Faults[0].Detail = `"3": say 1, 2 or 3` }, `game 0: move 2: player 1's line "3", called illegal, is legal`},
		{"a faulted player's score kept", 1, func(r *Record) { r.Scores[0] = r.Contest[0] }, "game 1: scores [3 6], want [0 6]"},
		{"one move Z, setup forged", 3, func(r *Record) {
			r.Moves, r.Setup, r.Scores, r.Contest = []Move{{Player: 0, Line: "Z"}}, "forged", [2]float64{150, 0}, [2]float64{150, 0}
		}, `game 3: setup "forged", want "sum seed 9"`},
		{"the game cut short", 3, func(r *Record) { r.Moves = r.Moves[:5] }, "game 3: the game is not over after its 5 moves"},
		{"a move by the other player", 3, func(r *Record) { r.Moves[1].Player = 0 }, "game 3: move 2 by player 0, player 1 is on turn"},
		{"another game's index", 3, func(r *Record) { r.Index = 103 }, "game 3: index 103, want 3"},
		{"another pair's game", 3, func(r *Record) { *r = recs[1] }, "game 3: index 1, want 3"},
		{"another pair's game renumbered", 3, func(r *Record) { *r = recs[1]; r.Index = 3 }, "game 3: seed 7, want 9"},
		{"other players", 3, func(r *Record) { r.Players[1] = "forged" }, `game 3: players ["three" "forged"], want "three" and "two"`},
		{"a timeout before the budget", 3, func(r *Record) {
			r.Faults = []Fault{{Player: 1, Kind: FaultTimeout, Move: 5}}
			r.Moves[5].Jury, r.Moves[5].Line, r.Scores[1] = true, "1", 0
		}, "game 3: player 1's timeout after"},
		{"a time that is not its moves'", 3, func(r *Record) { r.Time[0] += 1 }, "game 3: player 0's time"},
		{"more time than the budget", 3, func(r *Record) { r.Moves[0].Time += 6; r.Time[0] += 6 }, "game 3: player 0 used"},
		{"a negative time", 3, func(r *Record) { r.Moves[0].Time = -1 }, "game 3: move 1 took -1 s"},
		{"a stray made up", 3, func(r *Record) { r.Stray = &Stray{Ply: 1} }, "game 3: stray"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var r Record
			b, _ := json.Marshal(recs[tc.game])
			require.NoError(t, json.Unmarshal(b, &r))
			tc.change(&r)
			err := Rejudge(j, nil, sched[tc.game], GameOptions{}, &r)
			require.ErrorIs(t, err, ErrNotGenuine)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

// A timeout stands only past the budget, and then the record is genuine.
func TestRejudgeTakesATimeoutPastTheBudget(t *testing.T) {
	j := toytest.Sum{Clock: 300 * time.Millisecond, MovesEach: 2}
	s := Scheduled{Index: 4, Seed: 3, Players: [2]Entrant{shPlayer("slow", "read l; sleep 5"), shPlayer("two", sayer("2"))}}
	rec, err := PlayScheduled(context.Background(), j, nil, s, GameOptions{})
	require.NoError(t, err)
	rec.Index = 4
	require.Len(t, rec.Faults, 1)
	require.Equal(t, FaultTimeout, rec.Faults[0].Kind)
	require.NoError(t, Rejudge(j, nil, s, GameOptions{}, &rec))
	// The same with the time claimed under the budget.
	rec.Moves[0].Time, rec.Time[0] = 0.1, 0.1
	assert.ErrorContains(t, Rejudge(j, nil, s, GameOptions{}, &rec), "game 4: player 0's timeout after 0.1 s of its 0.3 s")
}

// A judge that panics on a line makes the record not genuine, no crash.
func TestRejudgeSurvivesAPanickingJudge(t *testing.T) {
	j := panicJudge{toytest.Sum{Clock: time.Second, MovesEach: 1}}
	s := Scheduled{Seed: 1, Players: [2]Entrant{{Name: "a"}, {Name: "b"}}}
	rec := Record{Kind: GameKind, Version: RecordVersion, Game: "sum", Seed: 1, Setup: "sum seed 1", Players: [2]string{"a", "b"},
		Moves: []Move{{Player: 0, Line: "0"}}}
	err := Rejudge(j, nil, s, GameOptions{}, &rec)
	require.ErrorIs(t, err, ErrNotGenuine)
	assert.Contains(t, err.Error(), "the judge panicked replaying it: index out of range")
}

// A board's genuine result passes RejudgeBoard; a score, a solution or a
// fault changed is refused.
func TestRejudgeBoardRescoresTheSolution(t *testing.T) {
	var results []BoardResult
	for _, script := range []string{`read b; echo 1 2; echo 3 3 3; sleep 5`, `read b; echo 9; sleep 5`, `read b; sleep 5`} {
		r, err := Solve(context.Background(), toytest.Pick{Clock: testBudget}, "5", shPlayer("P", script), 300*time.Millisecond, "contest")
		require.NoError(t, err)
		r.Board = 2
		require.NoError(t, RejudgeBoard(toytest.Pick{Clock: testBudget}, 2, "5", 300*time.Millisecond, "contest", &r), script)
		results = append(results, r)
	}
	require.Equal(t, int64(9), results[0].Score)
	require.Equal(t, SolveIllegal, results[1].Fault)
	require.Equal(t, SolveNoSolution, results[2].Fault)
	for _, tc := range []struct {
		name   string
		result int
		change func(r *BoardResult)
		want   string
	}{
		{"a score raised", 0, func(r *BoardResult) { r.Score, r.Scores["contest"] = 150, 150 }, "board 2: scores map[classic:30 contest:150] (150, 3 moves), the judge's are map[classic:30 contest:9] (9, 3 moves)"},
		{"another solution", 0, func(r *BoardResult) { r.Solution = "5 5 5" }, "(9, 3 moves), the judge's are map[classic:30 contest:15] (15, 3 moves)"},
		{"an illegal solution", 0, func(r *BoardResult) { r.Solution = "Z" }, `board 2: its solution is refused: malformed move: "Z"`},
		{"a legal solution called illegal", 1, func(r *BoardResult) { r.Solution = "1" }, "board 2: its solution, called illegal, scores"},
		{"another board", 0, func(r *BoardResult) { r.Board = 0 }, "board 2: board 0"},
		{"a line after the time", 0, func(r *BoardResult) { r.Last = 5 }, "board 2: its line came at 5 s of 0.3 s"},
		{"a fault dropped", 2, func(r *BoardResult) { r.Fault = "" }, "board 2: no fault, but no line"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := results[tc.result]
			r.Scores = maps.Clone(r.Scores)
			tc.change(&r)
			err := RejudgeBoard(toytest.Pick{Clock: testBudget}, 2, "5", 300*time.Millisecond, "contest", &r)
			require.ErrorIs(t, err, ErrNotGenuine)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}
