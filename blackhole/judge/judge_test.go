package judge

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena/arenatest"
	"botcup/blackhole"
	"botcup/game"
)

func newJudge(t testing.TB, opts map[string]string) game.Judge {
	t.Helper()
	j, err := NewJudge(opts)
	require.NoError(t, err)
	return j
}

func TestTheContestExchange(t *testing.T) {
	g := newJudge(t, map[string]string{OptBrown: "default"}).NewGame(1)
	brown := []string{"A8", "B4", "D2", "E4", "H1"}
	assert.Equal(t, "A8 B4 D2 E4 H1", g.Setup())
	// Red is sent the brown fields and Start; Blue the brown fields and
	// Red's first move; from then on each the other's last move.
	p, lines := g.Next()
	assert.Equal(t, 0, p)
	assert.Equal(t, append(brown, "Start"), lines)
	require.NoError(t, g.Play(0, "B3=15"))
	p, lines = g.Next()
	assert.Equal(t, 1, p)
	assert.Equal(t, append(brown, "B3=15"), lines)
	require.NoError(t, g.Play(1, "C3=1"))
	arenatest.Exchange(t, g, []arenatest.Step{{Player: 0, Sent: "C3=1", Answer: "A1=2"}, {Player: 1, Sent: "A1=2", Answer: "A2=15"}})
	assert.False(t, g.Over())
	assert.Contains(t, g.Render(), "after 4 plies: Red to move")
	assert.Contains(t, g.Render(), "A  r 2 b15   .")
}

func TestBrownStonesComeFromTheSeed(t *testing.T) {
	j := newJudge(t, nil)
	assert.Equal(t, j.NewGame(3).Setup(), j.NewGame(3).Setup())
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 20; seed++ {
		setup := j.NewGame(seed).Setup()
		s, err := blackhole.ParsePosition(setup)
		require.NoError(t, err, setup)
		assert.Equal(t, 5, popcount(s.Brown()))
		seen[setup] = true
	}
	assert.Len(t, seen, 20)
	g := newJudge(t, map[string]string{OptBrown: "C4,A1,B2,H1,D3"}).NewGame(9)
	assert.Equal(t, "C4 A1 B2 H1 D3", g.Setup())
}

func popcount(x uint64) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

func TestOptions(t *testing.T) {
	for _, opts := range []map[string]string{
		{OptBrown: "A1,A2,A3,A4"}, {OptBrown: "A1,A2,A3,A4,A4"}, {OptBrown: "A1,A2,A3,A4,I9"}, {OptBrown: "random"},
		{OptBudget: "0s"}, {OptBudget: "soon"}, {"walls": "1"},
	} {
		_, err := NewJudge(opts)
		assert.ErrorIs(t, err, ErrOption, "%v", opts)
	}
}

func TestFaults(t *testing.T) {
	j := newJudge(t, map[string]string{OptBrown: "default"})
	arenatest.Faults(t, j, []arenatest.Fault{
		{Name: "a field only", Player: 0, Line: "B3", Malformed: true},
		{Name: "no such field", Player: 0, Line: "B8=3", Malformed: true},
		{Name: "value 16", Player: 0, Line: "B3=16", Malformed: true},
		{Name: "value 0", Player: 0, Line: "B3=0", Malformed: true},
		{Name: "lower case", Player: 0, Line: "b3=3", Malformed: true},
		{Name: "the start word", Player: 0, Line: "Start", Malformed: true},
		{Name: "two moves", Player: 0, Line: "B3=3 C3=4", Malformed: true},
		{Name: "a brown field", Player: 0, Line: "A8=3", Malformed: false},
		{Name: "out of turn", Player: 1, Line: "B3=3", Malformed: false},
	})
	g := j.NewGame(1)
	g.Next()
	require.NoError(t, g.Play(0, "B3=15"))
	g.Next()
	before := g.Render()
	for line, want := range map[string]error{"B3=2": blackhole.ErrFieldTaken} {
		err := g.Play(1, line)
		assert.ErrorIs(t, err, want)
		assert.False(t, errors.Is(err, game.ErrMalformed))
	}
	require.NoError(t, g.Play(1, "B2=15"), "Blue has its own 15")
	g.Next()
	err := g.Play(0, "C1=15")
	assert.ErrorIs(t, err, blackhole.ErrValueUsed)
	assert.NotEqual(t, before, g.Render())
}

func TestFallbackPlaysRandomLegalMovesFromTheSeed(t *testing.T) {
	sc := arenatest.JuryPlaysWholeGames(t, newJudge(t, nil), []string{"Quit"})
	assert.Equal(t, 150.0, sc[0]+sc[1])
}

func TestRegistration(t *testing.T) {
	r := Registration()
	arenatest.Registration(t, r, "blackhole", 5*time.Second)
	n, err := r.Perft("", 2)
	require.NoError(t, err)
	assert.Equal(t, uint64(209250), n)
	n, err = r.Perft("A1 A2 A3 A4 A5 B1=1", 1)
	require.NoError(t, err)
	assert.Equal(t, uint64(30*15), n)
	_, err = r.Perft("nonsense", 1)
	assert.ErrorIs(t, err, blackhole.ErrPositionSyntax)
}

func TestReferencePlayersPlayWholeGames(t *testing.T) {
	greedy, random := arenatest.ReferencePlayersPlayWholeGames(t, Registration(), 10)
	t.Logf("greedy %v, random %v points over 20 games", greedy, random)
	assert.Greater(t, greedy, random)
	assert.Equal(t, 20*150.0, greedy+random)
}
