package arena

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// FuzzSplitWords: never panics; without quotes or backslashes it splits as
// strings.Fields does (on blanks, tabs and newlines).
func FuzzSplitWords(f *testing.F) {
	for _, s := range []string{"a b", `a "b c" 'd'`, `a\ b`, `"`, `'`, `\`, "", "x\ty\nz"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		words, err := splitWords(s)
		if strings.ContainsAny(s, `"'\`) {
			return
		}
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		want := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' })
		if !slices.Equal(words, want) {
			t.Fatalf("%q: got %q, want %q", s, words, want)
		}
	})
}

// FuzzReadRecords: never panics; the good prefix reads back to the same
// records with no broken tail.
func FuzzReadRecords(f *testing.F) {
	f.Add([]byte(`{"game":"sum","index":0}` + "\n" + `{"game":"sum","index":1}`))
	f.Add([]byte("\n\n{\"ga"))
	f.Add([]byte(`{"moves":[{"p":1,"m":"A","t":0.5}]}` + "\n{oops\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		recs, good, tail, err := ReadRecords(bytes.NewReader(data))
		if err != nil {
			return
		}
		if good < 0 || good > int64(len(data)) {
			t.Fatalf("good %d outside 0..%d", good, len(data))
		}
		again, good2, tail2, err := ReadRecords(bytes.NewReader(data[:good]))
		if err != nil || tail2 != nil || good2 != good || len(again) != len(recs) {
			t.Fatalf("prefix %q: %d records, good %d, tail %v, err %v; first read %d records (tail %v)", data[:good], len(again), good2, tail2, err, len(recs), tail)
		}
	})
}
