package watch

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"botcup/arena"
	"botcup/queue"
)

// A long series keeps at most MaxPoints, evenly, and always its last.
func TestThinnedKeepsEvenlyAndTheLast(t *testing.T) {
	var th thinned[int]
	for i := range 2*MaxPoints + 3 {
		th.add(i)
	}
	all := th.all()
	assert.Len(t, all, MaxPoints/2+2)
	assert.Equal(t, []int{0, 4, 8}, all[:3], "one in 4 kept")
	assert.Equal(t, 2*MaxPoints, all[len(all)-2])
	assert.Equal(t, 2*MaxPoints+2, all[len(all)-1], "the last one added")
}

// Workers are working, idle, left or gone: silent for the ack wait (when
// shorter than GoneAfter) makes one gone, and a beat brings it back.
func TestWorkersGoneAfterSilence(t *testing.T) {
	now := time.Unix(1000, 0)
	w := newWatch(Run{Kind: "match", Queued: true, AckWait: 3 * time.Second}, func() time.Time { return now })
	since := now
	w.Worker(queue.Beat{Name: "b", Host: "h", Concurrency: 2, Played: 10, Since: since, Holding: []queue.Held{{Run: "r", Games: []int{4, 5}}}})
	w.Worker(queue.Beat{Name: "a", Host: "h", Concurrency: 1, Played: 0, Since: since})
	w.Worker(queue.Beat{Name: "c", Since: since, Leaving: true})
	now = now.Add(time.Minute)
	w.Worker(queue.Beat{Name: "b", Host: "h", Concurrency: 2, Played: 16, Since: since})
	now = now.Add(2 * time.Second)
	w.Sweep()
	st := w.State()
	assert.Equal(t, []WorkerLine{
		{Name: "a", Host: "h", Concurrency: 1, LastSeen: 62, Status: "gone"},
		{Name: "b", Host: "h", Concurrency: 2, Played: 6, PerMinute: 6, LastSeen: 2, Status: "idle"},
		{Name: "c", LastSeen: 62, Status: "left"},
	}, st.Workers)
	assert.Equal(t, 3.0, st.AckWait)
}

// A fault keeps the last lines of the player's stderr; the last games
// are newest first and no more than RecentGames.
func TestGamesAndFaults(t *testing.T) {
	w := New(Run{Kind: "tournament", Game: "sum", Sides: [2]string{"White", "Black"}, Total: 100})
	for i := range KeptGames + 5 {
		rec := arena.Record{Game: "sum", Index: i, Players: [2]string{"x", "y"}, Scores: [2]float64{30, 18}}
		if i == 3 {
			rec.Faults = []arena.Fault{{Player: 1, Kind: arena.FaultCrash, Move: 7, Detail: "exit status 2", Stderr: "a\nb\n\nc\n"}}
		}
		w.Game(rec)
	}
	st := w.State()
	assert.Equal(t, KeptGames+5, st.Games)
	assert.Len(t, st.Recent, RecentGames)
	assert.Equal(t, KeptGames+4, st.Recent[0].Index)
	assert.Equal(t, [2]string{"White", "Black"}, st.Recent[0].Sides)
	assert.Equal(t, []FaultLine{{Game: 3, Player: "y", Kind: "crash", Move: 7, Detail: "exit status 2", Tail: "a\nb\nc"}}, st.Faults)
	assert.Equal(t, 1, st.FaultCount)
	assert.Nil(t, w.record(4), "only the last KeptGames are held")
	assert.Equal(t, 5, w.record(5).Index)
}
