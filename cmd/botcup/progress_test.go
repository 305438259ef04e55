package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"botcup/arena"
	"botcup/arena/stats"
)

// fakeClock is a clock tests move by hand.
type fakeClock struct{ t time.Time }

func (f *fakeClock) now() time.Time          { return f.t }
func (f *fakeClock) advance(d time.Duration) { f.t = f.t.Add(d) }

func TestProgressBarOnATerminal(t *testing.T) {
	var b bytes.Buffer
	clock := &fakeClock{t: time.Unix(1000, 0)}
	p := newProgress(&b, true, clock.now)
	p.update(2, 10, "") // resumed: 2 games done before the run
	assert.Contains(t, b.String(), "\r[####................] 2/10 games  elapsed 0s  ETA ?")
	b.Reset()
	clock.advance(4 * time.Second)
	p.update(4, 10, "A 3-1  Elo +120.0 [-50.0, +400.0]  LLR 0.50 [-2.94, 2.94]")
	assert.Equal(t, "\r[########............] 4/10 games  A 3-1  Elo +120.0 [-50.0, +400.0]  LLR 0.50 [-2.94, 2.94]  elapsed 4s  ETA 12s \x1b[K", b.String())
	b.Reset()
	p.update(10, 10, "")
	assert.Contains(t, b.String(), "\r[####################] 10/10 games")
	assert.Contains(t, b.String(), "ETA 0s")
	p.finish()
	assert.True(t, strings.HasSuffix(b.String(), "\n"))

	var quiet *progress // -q: a nil bar draws nothing
	quiet.update(1, 2, "x")
	quiet.finish()
}

// Off a terminal: no carriage returns, a plain line at most every 10 s,
// none at the start or the end (the table follows).
func TestProgressLinesOffATerminal(t *testing.T) {
	var b bytes.Buffer
	clock := &fakeClock{t: time.Unix(1000, 0)}
	p := newProgress(&b, false, clock.now)
	p.update(0, 100, "")
	for done := 1; done <= 100; done++ {
		clock.advance(time.Second) // a game a second: 100 s in all
		p.update(done, 100, "A 1-0")
	}
	p.finish()
	out := b.String()
	assert.NotContains(t, out, "\r")
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	assert.Len(t, lines, 9, out) // at 10 s, 20 s, ... 90 s
	assert.Equal(t, "10/100 games  A 1-0  elapsed 10s  ETA 1m30s", lines[0])
	assert.Equal(t, "90/100 games  A 1-0  elapsed 1m30s  ETA 10s", lines[8])
}

// The live line gives no Elo before a pair is complete (it said "Elo -0.0"
// after one won game), and the pairs' Elo after.
func TestMatchStatusElo(t *testing.T) {
	one := arena.MatchSummary{Players: []arena.PlayerSummary{{Name: "A", Wins: 1}, {Name: "B", Losses: 1}}}
	assert.Equal(t, "A 1-0  Elo n/a (no complete pair)", matchStatus(one))
	two := arena.MatchSummary{Players: []arena.PlayerSummary{{Name: "A", Wins: 2}, {Name: "B", Losses: 2}},
		Penta: stats.Penta{0, 0, 0, 0, 1}, Elo: 120.4, EloCI: [2]float64{-325.3, 1000}}
	assert.Equal(t, "A 2-0  Elo +120.4 [-325.3, +1000.0]", matchStatus(two))
}
