package arena

import (
	"strings"
	"testing"

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
