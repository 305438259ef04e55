package toy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSchedulePlaysAsTheRulesSay(t *testing.T) {
	jobs := []Job{{Time: 3, Due: 3, Profit: 5}, {Time: 2, Due: 4, Profit: 7}, {Time: 1, Due: 6, Profit: 1}}
	tests := []struct {
		order []uint8
		score int64
	}{
		{[]uint8{0, 1, 2}, 5 + 1},     // job 1 ends at 5 > 4
		{[]uint8{1, 0, 2}, 7 + 1},     // job 0 ends at 5 > 3
		{[]uint8{2, 1, 0}, 1 + 7},     // job 0 ends at 6
		{[]uint8{0, 2, 1}, 5 + 1},     // job 1 ends at 6
		{[]uint8{1, 2, 0}, 7 + 1 + 0}, // job 0 ends at 6
	}
	for _, tc := range tests {
		s, err := NewSchedule(jobs)
		require.NoError(t, err)
		assert.Equal(t, []uint8{0, 1, 2}, s.Moves(nil))
		for k, m := range tc.order {
			assert.Equal(t, uint32(m)<<8|uint32(k), s.Code(m))
			require.Contains(t, s.Moves(nil), m)
			s.Play(m)
		}
		assert.Empty(t, s.Moves(nil))
		assert.Equal(t, tc.score, s.Score(), "order %v", tc.order)
		assert.Equal(t, uint64(7), s.Hash())
	}
}

func TestScheduleRejectsBadJobs(t *testing.T) {
	_, err := NewSchedule(make([]Job, ScheduleMaxJobs+1))
	assert.ErrorIs(t, err, ErrScheduleTooLong)
	for _, j := range []Job{{Time: 0, Due: 1, Profit: 1}, {Time: 1, Due: -1, Profit: 1}, {Time: 1, Due: 1, Profit: -1}} {
		_, err = NewSchedule([]Job{j})
		assert.ErrorIs(t, err, ErrScheduleJob, "%+v", j)
	}
}

func TestRandomScheduleIsSeededAndInRange(t *testing.T) {
	a, b := RandomSchedule(10, 3), RandomSchedule(10, 3)
	assert.Equal(t, a, b)
	assert.NotEqual(t, a, RandomSchedule(10, 4))
	require.Equal(t, 10, a.Jobs())
	for i := 0; i < a.Jobs(); i++ {
		j := a.Job(i)
		assert.True(t, j.Time >= 1 && j.Time <= 9 && j.Due >= 0 && j.Profit >= 1 && j.Profit <= 20, "%+v", j)
	}
	var c Schedule
	c.CopyFrom(a)
	c.Play(0)
	assert.Equal(t, uint64(1), c.Hash())
	assert.Equal(t, uint64(0), a.Hash())
	assert.Equal(t, ScheduleMaxJobs, RandomSchedule(100, 1).Jobs())
}
