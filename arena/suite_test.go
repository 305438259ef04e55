package arena

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/game"
	"botcup/game/toytest"
)

// sumOptions are sumJudges' judge options, as a registration gives them.
var sumOptions = []game.Option{{Name: "each", Value: "N", About: "moves each"}, {Name: "go", Value: "X", About: "a second option"}}

func TestParseSuite(t *testing.T) {
	text := "# a comment\n\n3 2 1\n  each=1 go=x 2  \n1\n"
	s, err := ParseSuite("toy.txt", strings.NewReader(text), sumOptions)
	require.NoError(t, err)
	assert.Equal(t, []Opening{
		{Moves: []string{"3", "2", "1"}},
		{Options: map[string]string{"each": "1", "go": "x"}, Moves: []string{"2"}},
		{Moves: []string{"1"}},
	}, s.Lines)
	assert.Equal(t, []int{3, 4, 5}, s.Where)
	assert.Equal(t, "2", s.Lines[1].MovesText())
}

func TestSuiteTokenIsAnOptionOnlyByAnOptionsName(t *testing.T) {
	// A game whose moves have '=' in them (Black Hole's "B3=15"): only a
	// registered option's name makes a token an option.
	s, err := ParseSuite("eq.txt", strings.NewReader("each=3 B3=15 C1=2\nB3=15 =4 go\n"), sumOptions)
	require.NoError(t, err)
	assert.Equal(t, []Opening{
		{Options: map[string]string{"each": "3"}, Moves: []string{"B3=15", "C1=2"}},
		{Moves: []string{"B3=15", "=4", "go"}},
	}, s.Lines)
	_, err = ParseSuite("eq.txt", strings.NewReader("B3=15 each=3\n"), sumOptions)
	assert.EqualError(t, err, `eq.txt:1: opening suite: option "each=3" after the moves: options come first`)
	s, err = ParseSuite("eq.txt", strings.NewReader("each=3 go=1\n"), nil)
	require.NoError(t, err)
	assert.Equal(t, []Opening{{Moves: []string{"each=3", "go=1"}}}, s.Lines, "a game without options has moves only")
}

func TestParseSuiteNamesTheBadLine(t *testing.T) {
	for text, want := range map[string]string{
		"1 2\n# c\n3 each=2\n":   `toy.txt:3: opening suite: option "each=2" after the moves: options come first`,
		"1\n\n\neach=1 each=2\n": `toy.txt:4: opening suite: option each given twice`,
		"# only comments\n\n":    `toy.txt: opening suite: no opening in it`,
	} {
		_, err := ParseSuite("toy.txt", strings.NewReader(text), sumOptions)
		assert.EqualError(t, err, want, "%q", text)
		assert.True(t, errors.Is(err, ErrSuite))
	}
}

// patientBudget is the thinking time of the suite tests' games: the
// players answer at once, and a loaded machine must not make them time out
// (the jury's moves would hide a stray).
const patientBudget = 5 * time.Second

// sumJudges makes toytest.Sums with the option each=N (moves each).
func sumJudges(opts map[string]string) (game.Judge, error) {
	j := toytest.Sum{Clock: patientBudget, MovesEach: 2}
	for k, v := range opts {
		n, err := strconv.Atoi(v)
		if k != "each" || err != nil {
			return nil, errors.New("unknown option " + k + "=" + v)
		}
		j.MovesEach = n
	}
	return j, nil
}

func TestSuiteCheckPlaysEveryLine(t *testing.T) {
	good, err := ParseSuite("toy.txt", strings.NewReader("3 2 1\neach=3 1 1 1 1\n"), sumOptions)
	require.NoError(t, err)
	assert.NoError(t, good.Check(sumJudges, nil))
	for text, want := range map[string]string{
		"3 2\n\n1 4\n":        `toy.txt:3: opening suite: move 2 "4": say 1, 2 or 3`,
		"1 x\n":               `toy.txt:1: opening suite: move 2 "x": malformed move: not a number`,
		"1 1 1 1\n":           `toy.txt:1: opening suite: the game is over at the line's end: nothing is left to play`,
		"1 1 1 1 1\n":         `toy.txt:1: opening suite: the game is over before move 5 "1"`,
		"# x\neach=y 1 1 1\n": `toy.txt:2: opening suite: unknown option each=y`,
	} {
		s, err := ParseSuite("toy.txt", strings.NewReader(text), sumOptions)
		require.NoError(t, err)
		assert.EqualError(t, s.Check(sumJudges, nil), want, "%q", text)
	}
}

func TestOpeningsWrapAroundWhenThereAreMorePairsThanLines(t *testing.T) {
	s, err := ParseSuite("toy.txt", strings.NewReader("1\n2\n3\n"), sumOptions)
	require.NoError(t, err)
	a, b := shPlayer("A", sayer("1")), shPlayer("B", sayer("1"))
	sched, err := MatchSchedule(a, b, 14, 3)
	require.NoError(t, err)
	require.NoError(t, (&Openings{Suite: s}).Assign(sched, 3))
	var got []string
	for i, g := range sched {
		got = append(got, g.Opening.MovesText())
		if i%2 == 1 {
			assert.Equal(t, sched[i-1].Opening, g.Opening, "both games of pair %d play its line", i/2)
		}
	}
	assert.Equal(t, strings.Fields("1 1 2 2 3 3 1 1 2 2 3 3 1 1"), got)

	require.NoError(t, (&Openings{Suite: s, Order: OrderRandom}).Assign(sched, 3))
	firsts := map[string]int{}
	for i := 0; i < 6; i += 2 {
		firsts[sched[i].Opening.MovesText()]++
	}
	assert.Len(t, firsts, 3, "random order: the first three pairs play the three lines")
	for i := 6; i < 14; i++ {
		assert.Equal(t, sched[i-6].Opening, sched[i].Opening, "then it wraps around in the same order")
	}
	assert.EqualError(t, (&Openings{Suite: s, Order: "alphabetical"}).Assign(sched, 3),
		`unknown opening order "alphabetical" (known: sequential, random)`)

	tsched, err := TournamentSchedule([]Entrant{a, b, shPlayer("C", sayer("1"))}, 4, 3)
	require.NoError(t, err)
	require.NoError(t, (&Openings{Suite: s}).Assign(tsched, 3))
	for i, g := range tsched {
		assert.Equal(t, strconv.Itoa(i%4/2+1), g.Opening.MovesText(), "every pairing plays lines 1, 2: game %d", i)
	}
}

func TestFindStray(t *testing.T) {
	line := Opening{Moves: []string{"3", "2", "3"}}
	moves := func(lines ...string) []Move {
		var ms []Move
		for i, l := range lines {
			ms = append(ms, Move{Player: i % 2, Line: l})
		}
		return ms
	}
	assert.Nil(t, FindStray(line, moves("3", "2", "3", "1")))
	assert.Nil(t, FindStray(line, moves("3", "2")), "a game shorter than the line")
	assert.Equal(t, &Stray{Player: 1, Ply: 1, Want: "2", Played: "1"}, FindStray(line, moves("3", "1", "2")))
	jury := moves("3", "1", "3")
	jury[1].Jury = true
	assert.Nil(t, FindStray(line, jury), "the jury's move for a faulted player is no stray")
}

// follower says the first move of its opening line every time.
func follower(name string) Entrant {
	return shPlayer(name, `set -- {opening}; while read l; do case "$l" in Quit) exit 0;; esac; echo $1; done`)
}

func TestAMatchOnASuiteReportsThePlayerThatStrays(t *testing.T) {
	s, err := ParseSuite("toy.txt", strings.NewReader("3 3 3\neach=3 3 3\n"), sumOptions)
	require.NoError(t, err)
	a, b := follower("A"), shPlayer("B", sayer("2"))
	m := Match{Judge: toytest.Sum{Clock: patientBudget, MovesEach: 2}, A: a, B: b, Games: 4, Seed: 1, Concurrency: 2,
		Openings: &Openings{Suite: s}, NewJudge: sumJudges}
	sum, recs, err := m.Run(context.Background())
	require.NoError(t, err)
	require.Len(t, recs, 4)
	assert.Contains(t, recs[0].Commands[0], "set -- 3 3 3;", "{opening} is the line's moves")
	// Game 0: A says 3, B says 2 where the line says 3.
	assert.Equal(t, &Stray{Player: 1, Ply: 1, Want: "3", Played: "2"}, recs[0].Stray)
	// Game 1: B moves first and says 2 at once.
	assert.Equal(t, &Stray{Player: 0, Ply: 0, Want: "3", Played: "2"}, recs[1].Stray)
	// Pair 1 plays line 2 with its option: three moves each.
	for _, r := range recs[2:] {
		assert.Equal(t, map[string]string{"each": "3"}, r.Options)
		assert.Len(t, r.Moves, 6)
		assert.Equal(t, &Opening{Options: map[string]string{"each": "3"}, Moves: []string{"3", "3"}}, r.Opening)
	}
	assert.Equal(t, 0, sum.Players[0].Strays)
	assert.Equal(t, 4, sum.Players[1].Strays)

	// Resuming on another suite is refused.
	other, err := ParseSuite("other.txt", strings.NewReader("1 1\n"), sumOptions)
	require.NoError(t, err)
	sched, err := MatchSchedule(a, b, 4, 1)
	require.NoError(t, err)
	require.NoError(t, (&Openings{Suite: other}).Assign(sched, 1))
	_, err = CheckResume("sum", sched, recs)
	assert.EqualError(t, err, `recorded game 0 was played on the opening line "3 3 3", game 0 of this match is on "1 1" (another suite or order?)`)
}
