package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/watch"
)

// frozenState is the state inside a frozen live page.
func frozenState(t *testing.T, page string) watch.State {
	t.Helper()
	b, err := os.ReadFile(page)
	require.NoError(t, err)
	assert.Contains(t, string(b), `<body data-live="false">`)
	m := regexp.MustCompile(`(?s)<script type="application/json" id="state">(.*?)</script>`).FindSubmatch(b)
	require.NotNil(t, m)
	var st watch.State
	require.NoError(t, json.Unmarshal(m[1], &st))
	return st
}

// With -http the run says where its page is, and -report writes that page
// frozen, its final state inside; tournament and tune write it with
// -report alone.
func TestLivePageAndItsFrozenReport(t *testing.T) {
	dir := t.TempDir()
	page := filepath.Join(dir, "m.html")
	code, out, errOut := run(t, "", "match", "sum", "-n", "4", "-q", "-http", "127.0.0.1:0", "-report", page, "ref:greedy", "ref:random")
	require.Equal(t, 0, code, errOut)
	assert.Regexp(t, `botcup: the live page of the run: http://127\.0\.0\.1:\d+/\n`, errOut)
	assert.Contains(t, out, "report: "+page+"\n")
	st := frozenState(t, page)
	assert.Equal(t, [3]any{"match", 4, 4}, [3]any{st.Kind, st.Games, st.Total})
	assert.True(t, st.Over)
	assert.Len(t, st.Curve, 4)
	assert.Len(t, st.Recent, 4)

	page = filepath.Join(dir, "t.html")
	code, _, errOut = run(t, "", "tournament", "sum", "-n", "2", "-q", "-report", page, "ref:greedy", "ref:random")
	require.Equal(t, 0, code, errOut)
	st = frozenState(t, page)
	assert.Equal(t, [3]any{"tournament", 2, 2}, [3]any{st.Kind, st.Games, st.Total})
	require.NotNil(t, st.Tournament)
	assert.Len(t, st.Tournament.Players, 2)

	code, _, errOut = run(t, "", "match", "sum", "-n", "2", "-q", "-http", "8080", "ref:greedy", "ref:random")
	assert.Equal(t, 1, code)
	assert.Contains(t, errOut, `-http "8080": want HOST:PORT or :PORT`)
}
