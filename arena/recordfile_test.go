package arena

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReadRecords(t *testing.T) {
	const a, b = `{"game":"sum","index":0}`, `{"game":"sum","index":1}`
	tests := []struct {
		name    string
		text    string
		indices []int
		good    int64
		tail    int // broken line number, 0 for none
		err     string
	}{
		{name: "empty", text: "", good: 0},
		{name: "two lines", text: a + "\n" + b + "\n", indices: []int{0, 1}, good: int64(2*len(a) + 2)},
		{name: "blank lines skipped", text: a + "\n\n" + b + "\n", indices: []int{0, 1}, good: int64(2*len(a) + 3)},
		{name: "cut mid-line", text: a + "\n" + b[:10], indices: []int{0}, good: int64(len(a) + 1), tail: 2},
		{name: "cut before the newline", text: a + "\n" + b, indices: []int{0}, good: int64(len(a) + 1), tail: 2},
		{name: "broken last line with newline", text: a + "\n{\"ga\n", indices: []int{0}, good: int64(len(a) + 1), tail: 2},
		{name: "broken line in the middle", text: a + "\n{oops\n" + b + "\n", err: "record line 2: invalid character 'o'"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			recs, good, tail, err := ReadRecords(strings.NewReader(tc.text))
			if tc.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.err)
				return
			}
			require.NoError(t, err)
			var got []int
			for _, r := range recs {
				got = append(got, r.Index)
			}
			assert.Equal(t, tc.indices, got)
			assert.Equal(t, tc.good, good)
			if tc.tail == 0 {
				assert.Nil(t, tail)
			} else {
				require.NotNil(t, tail)
				assert.Equal(t, tc.tail, tail.Line)
				assert.Equal(t, tc.good, tail.Offset)
			}
		})
	}
}

// Games ending at once share their syncs (a group commit), and every one
// is on its line.
func TestAppendsAtOnceShareTheirSyncs(t *testing.T) {
	var syncs atomic.Int64
	real := syncFile
	t.Cleanup(func() { syncFile = real })
	syncFile = func(f *os.File) error {
		syncs.Add(1)
		time.Sleep(5 * time.Millisecond) // a slow disk
		return real(f)
	}
	path := filepath.Join(t.TempDir(), "m.jsonl")
	rf, _, _, err := OpenRecordFile(path)
	require.NoError(t, err)
	const games = 64
	var wg sync.WaitGroup
	for i := range games {
		wg.Add(1)
		go func() {
			defer wg.Done()
			assert.NoError(t, rf.Append(Record{Kind: GameKind, Version: RecordVersion, Game: "more", Index: i}))
		}()
	}
	wg.Wait()
	require.NoError(t, rf.Close())
	recs, tail, err := LoadRecords(path)
	require.NoError(t, err)
	require.Nil(t, tail)
	seen := map[int]bool{}
	for _, r := range recs {
		seen[r.Index] = true
	}
	assert.Len(t, seen, games)
	assert.Len(t, recs, games)
	assert.Less(t, syncs.Load(), int64(games/2), "%d syncs for %d games", syncs.Load(), games)
}
