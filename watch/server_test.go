package watch

import (
	"bufio"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// event is one server-sent event.
type event struct {
	name string
	data tick
}

// readEvents reads the events of body until "over" (or its end).
func readEvents(t *testing.T, body io.Reader) []event {
	var out []event
	sc := bufio.NewScanner(body)
	sc.Buffer(nil, 1<<24)
	var name string
	for sc.Scan() {
		line := sc.Text()
		if v, ok := strings.CutPrefix(line, "event: "); ok {
			name = v
		}
		if v, ok := strings.CutPrefix(line, "data: "); ok {
			var d tick
			require.NoError(t, json.Unmarshal([]byte(v), &d), v)
			out = append(out, event{name, d})
			if name == "over" {
				return out
			}
		}
	}
	return out
}

// During a run, /state.json and /events (as curl reads them) show the
// count of games advancing to the total, and the stream ends with the
// run's final state.
func TestStateAndEventsFollowTheCount(t *testing.T) {
	const games = 8
	x := watchMatch(t, player(t, "random", "5ms"), player(t, "greedy", "5ms"), games, nil)
	resp, err := http.Get(x.srv.URL + "events")
	require.NoError(t, err)
	defer resp.Body.Close()
	assert.Equal(t, "text/event-stream", resp.Header.Get("Content-Type"))
	var polled []int
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			r, err := http.Get(x.srv.URL + "state.json")
			if err != nil {
				return
			}
			var st State
			err = json.NewDecoder(r.Body).Decode(&st)
			r.Body.Close()
			if err != nil {
				return
			}
			polled = append(polled, st.Games)
			if st.Over {
				return
			}
			time.Sleep(20 * time.Millisecond)
		}
	}()
	x.start()
	evs := readEvents(t, resp.Body)
	wg.Wait()
	require.NoError(t, <-x.ended)
	x.ended <- nil // for the cleanup

	var counts []int
	for _, e := range evs {
		if e.name == "game" {
			counts = append(counts, e.data.Games)
		}
	}
	require.NotEmpty(t, counts)
	for i := 1; i < len(counts); i++ {
		assert.Greater(t, counts[i], counts[i-1], "each game event has more games: %v", counts)
	}
	assert.GreaterOrEqual(t, len(counts), 3, "the count advances event by event: %v", counts)
	last := evs[len(evs)-1]
	assert.Equal(t, "over", last.name)
	assert.Equal(t, tick{Games: games, Total: games, Version: last.data.Version, Over: true}, last.data)

	require.NotEmpty(t, polled)
	distinct := map[int]bool{}
	for i, n := range polled {
		distinct[n] = true
		if i > 0 {
			assert.GreaterOrEqual(t, n, polled[i-1], "state.json never goes back: %v", polled)
		}
	}
	assert.Equal(t, games, polled[len(polled)-1])
	assert.GreaterOrEqual(t, len(distinct), 3, "state.json's count advances: %v", polled)
}

// A stream that asks for a gap between events gets its events that far
// apart (the page asks for 500 ms: it draws no more often), and one that
// asks for a gap out of range is refused, saying what to give.
func TestEventsKeepTheGapAsked(t *testing.T) {
	const games, gap = 16, 400 * time.Millisecond
	x := watchMatch(t, player(t, "random", "0s"), player(t, "greedy", "0s"), games, nil)
	for _, bad := range []string{"soon", "1ms", "1m"} {
		resp, err := http.Get(x.srv.URL + "events?gap=" + bad)
		require.NoError(t, err)
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		assert.Equal(t, http.StatusBadRequest, resp.StatusCode, bad)
		assert.Contains(t, string(body), "give a duration from 50ms to 10s", bad)
	}

	resp, err := http.Get(x.srv.URL + "events?gap=" + gap.String())
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	x.start()
	var at []time.Time
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() && sc.Text() != "event: over" {
		if sc.Text() == "event: game" {
			at = append(at, time.Now())
		}
	}
	require.NoError(t, <-x.ended)
	x.ended <- nil // for the cleanup
	require.NotEmpty(t, at, "game events")
	t.Logf("%d games, %d game events", games, len(at))
	for i := 1; i < len(at); i++ {
		assert.GreaterOrEqual(t, at[i].Sub(at[i-1]), gap*9/10, "event %d after event %d", i, i-1)
	}
}

// Off loopback every request needs the token: in the address (the page
// then keeps it as a cookie), a cookie or a bearer header; on loopback
// none is asked.
func TestOffLoopbackNeedsTheToken(t *testing.T) {
	w := New(Run{Kind: "match", Game: "sum", Title: "t", Total: 2})
	srv, err := Serve(w, "0.0.0.0:0", "sesame")
	require.NoError(t, err)
	defer srv.Close()
	assert.False(t, srv.Loopback)
	assert.True(t, strings.HasSuffix(srv.URL, "/?token=sesame"), srv.URL)
	u, err := url.Parse(srv.URL)
	require.NoError(t, err)
	base := "http://127.0.0.1:" + u.Port() + "/"
	get := func(path string, set func(*http.Request)) (int, string, *http.Response) {
		req, err := http.NewRequest("GET", base+path, nil)
		require.NoError(t, err)
		if set != nil {
			set(req)
		}
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b), resp
	}
	code, body, _ := get("state.json", nil)
	assert.Equal(t, http.StatusUnauthorized, code)
	assert.Contains(t, body, "needs its token")
	code, _, _ = get("state.json?token=open", nil)
	assert.Equal(t, http.StatusUnauthorized, code)
	code, body, resp := get("?token=sesame", nil)
	assert.Equal(t, http.StatusOK, code)
	assert.Contains(t, body, `<body data-live="true">`)
	require.Len(t, resp.Cookies(), 1)
	cookie := resp.Cookies()[0]
	code, _, _ = get("state.json", func(r *http.Request) { r.AddCookie(cookie) })
	assert.Equal(t, http.StatusOK, code)
	code, _, _ = get("state.json", func(r *http.Request) { r.Header.Set("Authorization", "Bearer sesame") })
	assert.Equal(t, http.StatusOK, code)

	local, err := Serve(w, ":0", "")
	require.NoError(t, err)
	defer local.Close()
	assert.True(t, local.Loopback)
	assert.True(t, strings.HasPrefix(local.URL, "http://127.0.0.1:"), local.URL)
	r, err := http.Get(local.URL + "state.json")
	require.NoError(t, err)
	r.Body.Close()
	assert.Equal(t, http.StatusOK, r.StatusCode)

	_, err = Serve(w, "8080", "")
	assert.ErrorContains(t, err, `-http "8080": want HOST:PORT or :PORT`)
}
