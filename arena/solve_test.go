package arena

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/game/toytest"
)

func TestSolve(t *testing.T) {
	tests := []struct {
		name    string
		script  string
		scores  map[string]int64
		moves   int
		lines   int
		fault   string
		detail  string
		solLine string
		stderr  string
	}{
		{name: "improves", script: `read b; echo thinking >&2; echo 1; echo 1 2; echo 3 3 3; sleep 5`,
			scores: map[string]int64{"contest": 9, "classic": 30}, moves: 3, lines: 3, solLine: "3 3 3"},
		{name: "cut-off last line", script: `read b; echo 1 2; printf '5 5'; sleep 5`,
			scores: map[string]int64{"contest": 3, "classic": 20}, moves: 2, lines: 1, solLine: "1 2"},
		{name: "late line", script: `read b; echo 1; sleep 5; echo 5`,
			scores: map[string]int64{"contest": 1, "classic": 10}, moves: 1, lines: 1, solLine: "1"},
		{name: "crash after a line", script: `read b; echo 4; kill -SEGV $$`,
			scores: map[string]int64{"contest": 4, "classic": 10}, moves: 1, lines: 1, solLine: "4"},
		{name: "ignores SIGTERM, starts a child", script: `trap '' TERM; sleep 30 & echo $! >> "$PIDS"; read b; echo 2; sleep 5`,
			scores: map[string]int64{"contest": 2, "classic": 10}, moves: 1, lines: 1, solLine: "2"},
		{name: "nothing", script: `read b; sleep 5`, scores: map[string]int64{"contest": 0, "classic": 0},
			fault: SolveNoSolution, detail: "no complete line in time"},
		{name: "exits without a line", script: `read b; echo bad flag >&2; exit 3`, scores: map[string]int64{"contest": 0, "classic": 0},
			fault: SolveNoSolution, detail: "no complete line in time (exit status 3)", stderr: "bad flag\n"},
		{name: "illegal", script: `read b; echo 1 2; echo 9; sleep 5`, scores: map[string]int64{"contest": 0, "classic": 0},
			lines: 2, fault: SolveIllegal, detail: "pick out of range", solLine: "9"},
		{name: "malformed", script: `read b; echo 1 x; sleep 5`, scores: map[string]int64{"contest": 0, "classic": 0},
			lines: 1, fault: SolveIllegal, detail: `malformed move: "x"`, solLine: "1 x"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			pidFile := filepath.Join(t.TempDir(), "pids")
			prefix := `PIDS=` + pidFile + `; echo $$ >> "$PIDS"; `
			res, err := Solve(context.Background(), toytest.Pick{Clock: testBudget}, "5", shPlayer("P", prefix+tc.script), testBudget, "contest")
			require.NoError(t, err)
			assert.Equal(t, tc.scores, res.Scores)
			assert.Equal(t, tc.scores["contest"], res.Score)
			assert.Equal(t, tc.moves, res.Moves)
			assert.Equal(t, tc.lines, res.Lines)
			assert.Equal(t, tc.fault, res.Fault)
			assert.Equal(t, tc.detail, res.Detail)
			assert.Equal(t, tc.stderr, res.Stderr) // kept only with a fault
			if tc.fault == "" {
				assert.Equal(t, tc.solLine, res.Solution)
			}
			requireAllGone(t, pidFile)
		})
	}
}

func TestSolveProgramThatNeverReadsAHugeBoard(t *testing.T) {
	board := strings.Repeat(" ", 1<<20) + "5"
	res, err := Solve(context.Background(), toytest.Pick{Clock: testBudget}, board, shPlayer("P", `sleep 5`), testBudget, "contest")
	require.NoError(t, err)
	assert.Equal(t, SolveNoSolution, res.Fault)
	assert.Equal(t, "no complete line in time", res.Detail)
}

func TestSolveAll(t *testing.T) {
	// Answers "1 2 3" to every board (legal on 3 and 5) and exits.
	p := shPlayer("P", `read b; echo 1 2 3`)
	var seen []int
	sum, err := SolveAll(context.Background(), toytest.Pick{Clock: testBudget}, toytest.Pick{Clock: testBudget}.Boards(), p, testBudget, "classic", func(r BoardResult) { seen = append(seen, r.Board) })
	require.NoError(t, err)
	assert.Equal(t, []int{0, 1}, seen)
	assert.Equal(t, "pick", sum.Game)
	assert.Equal(t, "classic", sum.Scoring)
	assert.Equal(t, int64(60), sum.Total)

	_, err = Solve(context.Background(), toytest.Pick{Clock: testBudget}, "5", p, testBudget, "best")
	assert.EqualError(t, err, `pick: unknown scoring "best" (known: [contest classic])`)
	_, err = Solve(context.Background(), toytest.Pick{Clock: testBudget}, "5", Entrant{Name: "gone", Argv: []string{"/nonexistent"}}, testBudget, "contest")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "gone: player")
}

func TestSolveRoundRecordsAndResumes(t *testing.T) {
	dir := t.TempDir()
	path, starts := filepath.Join(dir, "solve.jsonl"), filepath.Join(dir, "starts")
	p := shPlayer("P", `echo x >> '`+starts+`'; read b; echo 1 2 3`)
	round := func(boards []string) SolveSummary {
		rf, resumed, tail, err := OpenSolveRecordFile(path)
		require.NoError(t, err)
		require.Nil(t, tail)
		defer rf.Close()
		r := SolveRound{Judge: toytest.Pick{Clock: testBudget}, Boards: boards, Player: p, Time: testBudget, Scoring: "classic", Record: rf, Resumed: resumed}
		sum, err := r.Run(context.Background())
		require.NoError(t, err)
		return sum
	}
	sum := round([]string{"3", "2"})
	assert.Equal(t, int64(30), sum.Total)
	assert.Equal(t, 2, startsIn(t, starts))
	sum2 := round([]string{"3", "2", "4"})
	assert.Equal(t, 3, startsIn(t, starts), "only the new board is solved")
	assert.Equal(t, int64(60), sum2.Total)
	assert.Equal(t, sum.Boards, sum2.Boards[:2])

	recs, tail, err := LoadSolveRecords(path)
	require.NoError(t, err)
	require.Nil(t, tail)
	require.Len(t, recs, 3)
	assert.Equal(t, SolveRecord{Kind: SolveKind, Version: RecordVersion, Game: "pick", Text: "2", Player: "P", Time: testBudget.Seconds(), BoardResult: sum.Boards[1]}, recs[1])
	assert.Equal(t, SolveIllegal, recs[1].Fault)

	// Another round's file is refused.
	rf, resumed, _, err := OpenSolveRecordFile(path)
	require.NoError(t, err)
	defer rf.Close()
	r := SolveRound{Judge: toytest.Pick{Clock: testBudget}, Boards: []string{"5"}, Player: p, Time: testBudget, Scoring: "classic", Resumed: resumed}
	_, err = r.Run(context.Background())
	assert.EqualError(t, err, "recorded board 0 (pick, player P, 2s) is not board 0 of this round")

	// A match's record is not a solve record.
	require.NoError(t, os.WriteFile(path, []byte(`{"game":"sum","index":0}`+"\n"), 0o644))
	_, _, err = LoadSolveRecords(path)
	assert.ErrorContains(t, err, "line 1 is not a solve record")
}

// panicPick is toytest.Pick whose Score panics.
type panicPick struct{ toytest.Pick }

func (panicPick) Score(string, string, string) (int64, int, error) { panic("boom") }

func TestSolveJudgePanicIsAnError(t *testing.T) {
	_, err := Solve(context.Background(), panicPick{}, "5", shPlayer("P", `read b; echo 1`), testBudget, "contest")
	assert.EqualError(t, err, "pick: the judge panicked (a bug in the judge): boom")
}
