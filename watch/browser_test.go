package watch

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/arena/stats"
	morejudge "botcup/more/judge"
	"botcup/queue"
	"botcup/replay/replaytest"
)

// shot writes a screenshot of p as name into $BOTCUP_SHOTS, if set (the
// pictures for a person to look at), else into the test's directory.
func shot(t *testing.T, p *replaytest.Page, name string) {
	dir := os.Getenv("BOTCUP_SHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	p.Screenshot(filepath.Join(dir, name))
}

// shownGames are the indices in the page's list of last games.
func shownGames(p *replaytest.Page) []int {
	return replaytest.Eval[[]int](p, `Array.from(document.querySelectorAll("#games tr td:first-child")).map(td => Number(td.textContent))`)
}

// points is how many points the plot of id draws (-1: no plot).
func points(p *replaytest.Page, id string) int {
	return replaytest.Eval[int](p, fmt.Sprintf(`(() => { const s = document.querySelector("#%s .series"); return s ? Number(s.getAttribute("data-points")) : -1 })()`, id))
}

// The live page of an SPRT match shows each game's result within 2 s of
// its end, its Elo and LLR plots grow game by game, it says the run is
// over at the end, and a game's replay link opens the game.
func TestLivePageFollowsAMatch(t *testing.T) {
	const games = 10
	sprt := &stats.SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05, Model: "normalized"}
	x := watchMatch(t, player(t, "greedy", "5ms"), player(t, "random", "5ms"), games, sprt)
	p := replaytest.OpenURL(t, x.srv.URL, "body[data-games]")
	assert.Equal(t, "0", p.AttrOf("body", "data-games"))
	x.start()

	shown := map[int]time.Time{}   // when the page first listed each game
	endedAt := map[int]time.Time{} // when each game ended
	var elo, llr []int             // the plots' points, as they were seen
	freshSeen, animated := 0, 0    // samples with new games marked; of them, with an animation running
	marked := false                // the Elo plot's frame marked, to see that later drawings keep it
	over := false
	for deadline := time.Now().Add(2 * time.Minute); !over && time.Now().Before(deadline); {
		for drained := false; !drained; {
			select {
			case e := <-x.gameEnded:
				endedAt[e.index] = e.at
			default:
				drained = true
			}
		}
		now := time.Now()
		for _, i := range shownGames(p) {
			if _, ok := shown[i]; !ok {
				shown[i] = now
			}
		}
		elo, llr = append(elo, points(p, "elo")), append(llr, points(p, "llr"))
		if !marked && elo[len(elo)-1] > 0 {
			marked = replaytest.Eval[bool](p, `(() => { document.querySelector("#elo .plot-area").kept = true; return true })()`)
		}
		if replaytest.Eval[bool](p, `document.querySelectorAll("tr.fresh").length > 0`) {
			freshSeen++
			if replaytest.Eval[int](p, `document.getAnimations().length`) > 0 {
				animated++
			}
		}
		if len(shown) == 4 {
			shot(t, p, "live-match-running.png")
		}
		over = p.AttrOf("body", "data-over") == "true"
		time.Sleep(20 * time.Millisecond)
	}
	require.True(t, over, "the page says the run is over")
	// New games are marked, not faded in: an animation makes the browser
	// draw the page sixty times a second, taking the players' processor.
	assert.Positive(t, freshSeen, "new games are marked")
	assert.Zero(t, animated, "samples with an animation running, of %d with new games marked", freshSeen)
	// A drawing changes only what differs: the plot's frame is the
	// element it was, while its line grew.
	assert.True(t, replaytest.Eval[bool](p, `document.querySelector("#elo .plot-area").kept === true`), "the Elo plot's frame kept")
	for _, i := range shownGames(p) {
		if _, ok := shown[i]; !ok {
			shown[i] = time.Now()
		}
	}
	require.NotEmpty(t, endedAt)
	for i, at := range endedAt {
		s, ok := shown[i]
		if assert.True(t, ok, "game %d is listed", i) {
			assert.Less(t, s.Sub(at), 2*time.Second, "game %d listed %v after it ended", i, s.Sub(at))
		}
	}
	grew := func(name string, seen []int) {
		distinct := 0
		for k := 1; k < len(seen); k++ {
			assert.GreaterOrEqual(t, seen[k], seen[k-1], "%s plot: %v", name, seen)
			if seen[k] > seen[k-1] {
				distinct++
			}
		}
		assert.GreaterOrEqual(t, distinct, 3, "the %s plot grows: %v", name, seen)
	}
	grew("Elo", elo)
	grew("LLR", llr)
	st := x.w.State()
	assert.Equal(t, st.Games, points(p, "elo"), "a point a game")
	assert.Equal(t, fmt.Sprint(st.Games), p.AttrOf("body", "data-games"))
	assert.Contains(t, p.Text("#status"), fmt.Sprintf("%d / %d games", st.Games, games))
	assert.Contains(t, p.Text("#line-1"), fmt.Sprintf("Elo greedy - random: %+.1f", st.Match.Elo))
	shot(t, p, "live-match-over.png")
	p.NoErrors()

	// The newest game's replay, from its link.
	first := shownGames(p)[0]
	p.Run(chromedp.Click(chromedp.CSS("#games a.replay")), chromedp.WaitReady(chromedp.CSS("body[data-ply]")))
	assert.Contains(t, p.Text("#title"), fmt.Sprintf("more game %d, seed", first))
	shot(t, p, "live-replay.png")
	p.NoErrors()
}

// A fault shows on the live page as it happens, with the faulty player's
// stderr.
func TestLivePageShowsAFault(t *testing.T) {
	crasher := arena.Entrant{Name: "crasher", Argv: []string{self(t), "watch-crasher"}}
	x := watchMatch(t, player(t, "greedy", "0s"), crasher, 2, nil)
	p := replaytest.OpenURL(t, x.srv.URL, "body[data-games]")
	x.start()
	e := <-x.gameEnded
	p.WaitFor(`!!document.querySelector("#faults li pre")`, time.Until(e.at.Add(2*time.Second)), "a fault listed within 2 s of its game's end")
	li := p.Text("#faults li")
	assert.Contains(t, li, "crasher crash")
	assert.Contains(t, p.Text("#faults li pre"), "panic: the crasher gives up")
	assert.Contains(t, p.Text("#faults li pre"), "main.main()")
	p.WaitFor(`document.body.getAttribute("data-over") === "true"`, time.Minute, "the run ends")
	assert.Equal(t, "Faults (2)", p.Text("#faults-title"))
	shot(t, p, "live-fault.png")
	p.NoErrors()
}

// A queued run's page lists its workers from their beats through the
// queue, and marks one killed with -9 as gone within the ack wait.
func TestLivePageListsTheWorkers(t *testing.T) {
	const ackWait = 6 * time.Second
	dir := t.TempDir()
	srv, err := queue.Serve(queue.ServeOptions{Addr: "127.0.0.1:0", StoreDir: filepath.Join(dir, "nats")})
	require.NoError(t, err)
	defer srv.Shutdown()
	nc, js, err := queue.Connect(srv.URL, "coordinator", queue.Auth{Token: srv.Token})
	require.NoError(t, err)
	defer nc.Close()
	a, b := player(t, "greedy", "20ms"), player(t, "random", "20ms")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	coord, err := queue.Start(ctx, nc, js, queue.Run{Game: "more", Registration: morejudge.Registration(), Players: []arena.Entrant{a, b}, Self: self(t), AckWait: ackWait})
	require.NoError(t, err)
	const games = 40
	w := New(Run{Kind: "match", Game: "more", Sides: morejudge.Registration().SideNames(), Title: "more: greedy vs random on workers", Total: games, Queued: true, AckWait: ackWait, Replay: replayMore(t)})
	require.NoError(t, coord.Workers(w.Worker))
	web, err := Serve(w, "127.0.0.1:0", "")
	require.NoError(t, err)
	defer web.Close()
	workers := map[string]*exec.Cmd{}
	for _, name := range []string{"w1", "w2"} {
		cmd := exec.Command(self(t), "watch-worker", srv.URL, srv.Token, name)
		cmd.Env = append(os.Environ(), "WATCH_TEST_CACHE="+filepath.Join(dir, name+"-cache"))
		require.NoError(t, cmd.Start())
		workers[name] = cmd
		t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	}
	mctx, stop := context.WithCancel(ctx)
	m := arena.Match{Judge: moreJudge(t), A: a, B: b, Games: games, Seed: 3, Concurrency: games / 2, Remote: coord.Play,
		Progress: w.Match, Observe: w.Game}
	ended := make(chan error, 1)
	go func() { _, _, err := m.Run(mctx); w.End(err); ended <- err }()
	defer func() { stop(); <-ended; _ = coord.Finish() }()

	p := replaytest.OpenURL(t, web.URL, "body[data-games]")
	status := func(name string) string {
		return replaytest.Eval[string](p, fmt.Sprintf(`(() => { for (const tr of document.querySelectorAll("#workers tr")) { if (tr.cells[0].textContent === %q) return tr.className } return "" })()`, name))
	}
	p.WaitFor(`Array.from(document.querySelectorAll("#workers tr.working")).length === 2`, time.Minute, "both workers listed, working")
	assert.Equal(t, "w1", p.Text("#workers tr:nth-child(2) td:first-child"))
	assert.Equal(t, "w2", p.Text("#workers tr:nth-child(3) td:first-child"))
	assert.Regexp(t, `^games \d+, \d+$`, p.Text("#workers tr:nth-child(2) td:nth-child(7)"), "the pair it holds")
	shot(t, p, "live-workers.png")

	require.NoError(t, workers["w1"].Process.Signal(syscall.SIGKILL))
	killed := time.Now()
	p.WaitFor(`(() => { for (const tr of document.querySelectorAll("#workers tr")) { if (tr.cells[0].textContent === "w1") return tr.className === "gone" } return false })()`,
		ackWait+time.Second, "the killed worker marked gone within the ack wait")
	t.Logf("w1 marked gone %v after kill -9 (ack wait %v)", time.Since(killed).Round(10*time.Millisecond), ackWait)
	assert.NotEqual(t, "gone", status("w2"))
	assert.True(t, strings.HasPrefix(p.Text("#workers tr:nth-child(2) td:last-child"), "gone"))
	shot(t, p, "live-worker-gone.png")
	p.NoErrors()
}
