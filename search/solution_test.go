package search

import (
	"testing"

	"botcup/search/internal/toy"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sameLineOptimum is the best final score reachable from l, by exhaustive
// search memoised on the row: the yardstick for the single-player engines.
func sameLineOptimum(l *toy.SameLine) int64 {
	memo := map[string]int64{}
	var best func(l *toy.SameLine) int64 // the best gain still to come
	best = func(l *toy.SameLine) int64 {
		key := l.String()
		if v, ok := memo[key]; ok {
			return v
		}
		v := int64(0)
		for _, m := range l.Moves(nil) {
			var c toy.SameLine
			c.CopyFrom(l)
			c.Play(m)
			v = max(v, c.Score()-l.Score()+best(&c))
		}
		memo[key] = v
		return v
	}
	return l.Score() + best(l)
}

// replaySameLine plays moves from a copy of root, failing the test on an
// illegal move or an incomplete line, and returns the final score.
func replaySameLine(t *testing.T, root *toy.SameLine, moves []uint8) int64 {
	t.Helper()
	var l toy.SameLine
	l.CopyFrom(root)
	for i, m := range moves {
		require.Contains(t, l.Moves(nil), m, "move %d of %v is illegal", i, moves)
		l.Play(m)
	}
	require.Empty(t, l.Moves(nil), "line %v is not complete", moves)
	return l.Score()
}

// reports collects what a single-player search reports.
type reports struct {
	scores []int64
	lines  [][]uint8
}

func (r *reports) report(score int64, moves []uint8) {
	r.scores = append(r.scores, score)
	r.lines = append(r.lines, append([]uint8(nil), moves...))
}

// check asserts the reports improve strictly, are all replayable with the
// scores claimed, and end with the returned solution.
func (r *reports) check(t *testing.T, root *toy.SameLine, sol Solution[uint8]) {
	t.Helper()
	require.NotEmpty(t, r.scores)
	for i := range r.scores {
		assert.Equal(t, r.scores[i], replaySameLine(t, root, r.lines[i]))
		if i > 0 {
			assert.Greater(t, r.scores[i], r.scores[i-1])
		}
	}
	require.True(t, sol.Found)
	assert.Equal(t, r.scores[len(r.scores)-1], sol.Score)
	assert.Equal(t, r.lines[len(r.lines)-1], sol.Moves)
}

// countdownDeadline stops a search at its n-th Stop call and allows no new
// iteration once stopped.
type countdownDeadline struct{ n int }

func (d *countdownDeadline) Stop() bool {
	d.n--
	return d.n < 0
}

func (d *countdownDeadline) NewIteration() bool { return d.n > 0 }

func TestSameLineOptimumOfKnownRows(t *testing.T) {
	tests := []struct {
		row  []uint8
		want int64
	}{
		{[]uint8{1, 2, 1}, 0},
		{[]uint8{1, 1, 2, 2, 1}, 1 + toy.SameLineClearBonus},
		// Removing the 2s first merges five 1s: 9 plus the bonus.
		{[]uint8{1, 1, 2, 2, 1, 1, 1}, 9 + toy.SameLineClearBonus},
		// Inside out: the four 3s (4), then the 2s and the 1s (0 each).
		{[]uint8{1, 2, 3, 3, 3, 3, 2, 1}, 4 + toy.SameLineClearBonus},
		{[]uint8{1, 2, 3, 3, 3, 3, 1, 2}, 4},
	}
	for _, tc := range tests {
		l, err := toy.NewSameLine(tc.row)
		require.NoError(t, err)
		assert.Equal(t, tc.want, sameLineOptimum(l), "row %v", tc.row)
	}
}

func TestPickMoveFollowsThePolicy(t *testing.T) {
	rng := NewRng(1)
	moves := []uint8{5, 6, 7}
	for i := 0; i < 50; i++ {
		assert.Less(t, pickMove[uint8](nil, moves, rng), 3)
	}
	l, err := toy.NewSameLine([]uint8{1, 1, 2, 2, 1, 1, 1, 3, 3})
	require.NoError(t, err)
	tabu := &toy.SameLineTabu{SameLine: *l}
	got := tabu.Moves(nil)
	for i := 0; i < 50; i++ {
		m := got[pickMove[uint8](tabu, got, rng)]
		assert.True(t, m == 2 || m == 7, "tabu colour played at %d", m)
	}
	assert.Equal(t, 0, pickMove[uint8](badPolicy{}, moves, rng))
}

// badPolicy returns an index out of range, which counts as 0.
type badPolicy struct{}

func (badPolicy) PlayoutMove(moves []uint8, r uint64) int { return len(moves) + 3 }

// scheduleOptimum is the best profit of a Schedule, by the dynamic program
// over the sets of jobs done (the time so far depends only on the set).
func scheduleOptimum(s *toy.Schedule) int64 {
	n := s.Jobs()
	best := make([]int64, 1<<n)
	for mask := 1; mask < 1<<n; mask++ {
		end := int32(0)
		for i := 0; i < n; i++ {
			if mask&(1<<i) != 0 {
				end += s.Job(i).Time
			}
		}
		best[mask] = -1
		for i := 0; i < n; i++ { // job i done last, ending at end
			if mask&(1<<i) == 0 {
				continue
			}
			v := best[mask&^(1<<i)]
			if end <= s.Job(i).Due {
				v += int64(s.Job(i).Profit)
			}
			best[mask] = max(best[mask], v)
		}
	}
	return best[1<<n-1]
}

func TestScheduleOptimumOfAKnownInstance(t *testing.T) {
	s, err := toy.NewSchedule([]toy.Job{{Time: 3, Due: 3, Profit: 5}, {Time: 2, Due: 4, Profit: 7}, {Time: 1, Due: 6, Profit: 1}})
	require.NoError(t, err)
	// Jobs 0 and 1 need 5 units together, so both cannot be on time (by 3
	// and by 4): the best is job 1 and job 2 on time, 7+1, e.g. 1, 2, 0.
	assert.Equal(t, int64(8), scheduleOptimum(s))
}

func TestSinglePlayerEnginesReachTheScheduleOptimum(t *testing.T) {
	engines := []struct {
		name   string
		search func(root *toy.Schedule, seed uint64) (Solution[uint8], error)
	}{
		{"beam merging by job set", func(root *toy.Schedule, _ uint64) (Solution[uint8], error) {
			// C(8,4) = 70 job sets at the widest layer: exact.
			b, err := NewBeam[toy.Schedule, uint8](BeamOptions{Width: 70})
			if err != nil {
				return Solution[uint8]{}, err
			}
			return b.Search(root, nil, nil)
		}},
		{"NMCS level 3, 4 runs", func(root *toy.Schedule, seed uint64) (Solution[uint8], error) {
			n, err := NewNMCS[toy.Schedule, uint8](NMCSOptions{Level: 3, Runs: 4, Seed: seed})
			if err != nil {
				return Solution[uint8]{}, err
			}
			return n.Search(root, nil, nil)
		}},
		{"NRPA level 2", func(root *toy.Schedule, seed uint64) (Solution[uint8], error) {
			n, err := NewNRPA[toy.Schedule, uint8](NRPAOptions{Level: 2, Iterations: 100, Runs: 1, Seed: seed})
			if err != nil {
				return Solution[uint8]{}, err
			}
			return n.Search(root, nil, nil)
		}},
	}
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) {
			for seed := uint64(1); seed <= 6; seed++ {
				root := toy.RandomSchedule(8, seed)
				sol, err := e.search(root, seed)
				require.NoError(t, err)
				require.True(t, sol.Found)
				require.Len(t, sol.Moves, 8)
				replay := *root
				for _, m := range sol.Moves {
					require.Contains(t, replay.Moves(nil), m)
					replay.Play(m)
				}
				assert.Equal(t, sol.Score, replay.Score())
				assert.Equal(t, scheduleOptimum(root), sol.Score, "instance %d", seed)
			}
		})
	}
}
