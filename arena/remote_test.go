package arena

import (
	"context"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRunnerHandsRemoteWholePairs checks the Runner's hook for a queue:
// Remote gets the games of a pair not yet recorded, together; what it
// returns is recorded and counted as a local run's games are; when Done
// stops the run, the pairs still in Remote's hands are abandoned.
func TestRunnerHandsRemoteWholePairs(t *testing.T) {
	a, b := Entrant{Name: "a", Argv: []string{"a"}}, Entrant{Name: "b", Argv: []string{"b"}}
	sched, err := MatchSchedule(a, b, 8, 1)
	require.NoError(t, err)
	resumed := map[int]Record{2: {Index: 2, Game: "g"}}
	var mu sync.Mutex
	var handed [][]int
	abandoned := 0
	all := make(chan struct{}) // closed once the four pairs are handed out
	r := Runner{Concurrency: 4, Remote: func(ctx context.Context, pair []Scheduled) ([]Record, error) {
		var idx []int
		recs := make([]Record, len(pair))
		for i, s := range pair {
			idx = append(idx, s.Index)
			recs[i] = Record{Game: "g", Seed: s.Seed}
		}
		mu.Lock()
		if handed = append(handed, idx); len(handed) == 4 {
			close(all)
		}
		mu.Unlock()
		<-all
		if pair[0].Index >= 4 { // held until the run ends
			<-ctx.Done()
			mu.Lock()
			abandoned++
			mu.Unlock()
			return nil, ctx.Err()
		}
		return recs, nil
	}, Done: func(recs []Record) bool { return len(recs) == 4 }}
	recs, err := r.Run(context.Background(), sched, resumed)
	require.NoError(t, err)
	assert.ElementsMatch(t, [][]int{{0, 1}, {3}, {4, 5}, {6, 7}}, handed)
	assert.Equal(t, 2, abandoned)
	require.Len(t, recs, 4)
	for i, want := range []int{0, 1, 2, 3} {
		assert.Equal(t, want, recs[i].Index)
	}
	assert.Equal(t, sched[3].Seed, recs[3].Seed)
}
