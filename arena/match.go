package arena

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"botcup/arena/stats"
	"botcup/game"
)

// MatchSchedule is the schedule of a match of games games between a and b:
// pairs of games on the same seed, a moving first in the first game of each
// pair and b in the second. games must be even and positive.
func MatchSchedule(a, b Entrant, games int, seed uint64) ([]Scheduled, error) {
	if games <= 0 || games%2 != 0 {
		return nil, fmt.Errorf("a match is played in pairs: the number of games must be even and positive, not %d", games)
	}
	if a.Name == b.Name {
		return nil, errors.New("the two players need different names")
	}
	sched := make([]Scheduled, games)
	for i := range sched {
		s := Scheduled{Index: i, Seed: PairSeed(seed, i/2), Players: [2]Entrant{a, b}, Pair: i / 2}
		if i%2 == 1 {
			s.Players = [2]Entrant{b, a}
		}
		sched[i] = s
	}
	return sched, nil
}

// PlayerSummary is one player's line of a match or tournament table.
type PlayerSummary struct {
	Name   string  `json:"name"`
	Games  int     `json:"games"`
	Score  float64 `json:"score"` // mean contest score
	Wins   int     `json:"wins"`
	Draws  int     `json:"draws"`
	Losses int     `json:"losses"`
	// Faults counts faults by kind (every kind present).
	Faults map[string]int `json:"faults"`
	// Strays counts the games in which the player left its opening line.
	Strays int `json:"strays"`
	// MaxTime is the most thinking time the player used in one game, in
	// seconds (to be held against the budget).
	MaxTime float64 `json:"max_time_s"`
	// Elo and EloCI are the player's Elo against the rest of a
	// tournament's field (from its win/draw/loss score); absent in a match.
	Elo   *float64    `json:"elo,omitempty"`
	EloCI *[2]float64 `json:"elo_ci,omitempty"`
}

// MatchSummary is the outcome of a match between two players, from the
// first player's side. Elo, NElo and LOS come from the complete pairs with
// EloPrior; DrawRatio is the share of the first player's games drawn.
type MatchSummary struct {
	Game      string            `json:"game"`
	Games     int               `json:"games"`
	Players   []PlayerSummary   `json:"players"`
	Penta     stats.Penta       `json:"pentanomial"`
	Elo       float64           `json:"elo"`
	EloCI     [2]float64        `json:"elo_ci"`
	NElo      float64           `json:"nelo"`
	NEloCI    [2]float64        `json:"nelo_ci"`
	LOS       float64           `json:"los"`
	DrawRatio float64           `json:"draw_ratio"`
	ScoreDiff stats.ScoreDiff   `json:"score_diff"`
	SPRT      *stats.SPRTResult `json:"sprt"`
	// Faults lists every fault of the match, in game order.
	Faults []FaultNote `json:"faults"`
}

// FaultNote is one fault as a summary lists it: the game, who, what, and
// the first lines the player wrote to stderr.
type FaultNote struct {
	Game   int    `json:"game"` // the game's index
	Player string `json:"player"`
	Kind   string `json:"kind"`
	Move   int    `json:"move"`
	Detail string `json:"detail"`
	Stderr string `json:"stderr,omitempty"` // its first StderrLines lines
	// StderrTail is its last StderrLines lines when the record's head of
	// its stderr did not hold everything.
	StderrTail string `json:"stderr_tail,omitempty"`
}

// StderrLines is how many lines of a faulty player's stderr a FaultNote
// keeps (each cut at 200 bytes); the record keeps the rest.
const StderrLines = 3

// faultNotes lists the faults of recs (in schedule order).
func faultNotes(recs []Record) []FaultNote {
	notes := []FaultNote{}
	for _, r := range recs {
		for _, f := range r.Faults {
			notes = append(notes, FaultNote{Game: r.Index, Player: r.Players[f.Player], Kind: f.Kind,
				Move: f.Move, Detail: f.Detail, Stderr: firstLines(f.Stderr, StderrLines, 200),
				StderrTail: lastLines(f.StderrTail, StderrLines, 200)})
		}
	}
	return notes
}

// firstLines is the first n non-blank lines of s, each cut at width bytes.
func firstLines(s string, n, width int) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimRight(l, "\r\t "); l == "" {
			continue
		}
		if len(l) > width {
			l = l[:width] + "..."
		}
		if out = append(out, l); len(out) == n {
			break
		}
	}
	return strings.Join(out, "\n")
}

// lastLines is the last n non-blank lines of s, each cut at width bytes.
func lastLines(s string, n, width int) string {
	lines := strings.Split(s, "\n")
	var out []string
	for i := len(lines) - 1; i >= 0 && len(out) < n; i-- {
		if l := firstLines(lines[i], 1, width); l != "" {
			out = append(out, l)
		}
	}
	slices.Reverse(out)
	return strings.Join(out, "\n")
}

// Outcome is the result of a game for player i: 1 win, 0.5 draw, 0 loss.
// A player that faulted loses the game (as CodeCup counts it) whatever the
// scores; when both faulted, the game is a draw: neither showed it is the
// stronger (the fault counts and the summaries' fault lists show it).
// Otherwise the final scores decide.
func (r *Record) Outcome(i int) float64 {
	switch fi, fo := r.Faulted(i), r.Faulted(1-i); {
	case fi && fo:
		return 0.5
	case fi:
		return 0
	case fo:
		return 1
	}
	switch a, b := r.Scores[i], r.Scores[1-i]; {
	case a > b:
		return 1
	case a < b:
		return 0
	}
	return 0.5
}

// seat is the seat of name in r, or -1.
func (r *Record) seat(name string) int {
	for i, n := range r.Players {
		if n == name {
			return i
		}
	}
	return -1
}

func newPlayerSummary(name string) PlayerSummary {
	s := PlayerSummary{Name: name, Faults: make(map[string]int, len(FaultKinds))}
	for _, k := range FaultKinds {
		s.Faults[k] = 0
	}
	return s
}

// add counts game r, in which the player sits at seat i.
func (s *PlayerSummary) add(r *Record, i int) {
	s.Games++
	s.Score += r.Scores[i]
	switch r.Outcome(i) {
	case 1:
		s.Wins++
	case 0:
		s.Losses++
	default:
		s.Draws++
	}
	for _, f := range r.Faults {
		if f.Player == i {
			s.Faults[f.Kind]++
		}
	}
	if r.Stray != nil && r.Stray.Player == i {
		s.Strays++
	}
	s.MaxTime = max(s.MaxTime, r.Time[i])
}

func (s *PlayerSummary) finish() {
	if s.Games > 0 {
		s.Score /= float64(s.Games)
	}
}

// MatchPenta counts the complete pairs (games 2k and 2k+1) of recs from a's
// side.
func MatchPenta(recs []Record, a string) stats.Penta {
	p, _ := matchPairs(recs, a)
	return p
}

// matchPairs counts the complete pairs of recs from a's side and lists
// each pair's mean final-score difference (a's minus the other's), in
// schedule order.
func matchPairs(recs []Record, a string) (stats.Penta, []float64) {
	byIndex := make(map[int]*Record, len(recs))
	for i := range recs {
		byIndex[recs[i].Index] = &recs[i]
	}
	idx := make([]int, 0, len(byIndex))
	for i := range byIndex {
		idx = append(idx, i)
	}
	slices.Sort(idx)
	var p stats.Penta
	var diffs []float64
	for _, k := range idx {
		r := byIndex[k]
		r2, ok := byIndex[k+1]
		if k%2 != 0 || !ok {
			continue
		}
		i, j := r.seat(a), r2.seat(a)
		if i < 0 || j < 0 {
			continue
		}
		p[int(2*(r.Outcome(i)+r2.Outcome(j)))]++
		diffs = append(diffs, (r.Scores[i]-r.Scores[1-i]+r2.Scores[j]-r2.Scores[1-j])/2)
	}
	return p, diffs
}

// Summarize sums up the match between a and b from its records; sprt may be
// nil.
func Summarize(game, a, b string, recs []Record, sprt *stats.SPRT) MatchSummary {
	sa, sb := newPlayerSummary(a), newPlayerSummary(b)
	for k := range recs {
		r := &recs[k]
		if i := r.seat(a); i >= 0 {
			sa.add(r, i)
		}
		if i := r.seat(b); i >= 0 {
			sb.add(r, i)
		}
	}
	sa.finish()
	sb.finish()
	penta, diffs := matchPairs(recs, a)
	m := MatchSummary{Game: game, Games: len(recs), Players: []PlayerSummary{sa, sb}, Penta: penta,
		ScoreDiff: stats.ScoreDiffOf(diffs), LOS: stats.LOS(penta), Faults: faultNotes(recs)}
	elo, lo, hi := stats.Elo(penta)
	m.Elo, m.EloCI = elo, [2]float64{lo, hi}
	nelo, lo, hi := stats.NElo(penta)
	m.NElo, m.NEloCI = nelo, [2]float64{lo, hi}
	if sa.Games > 0 {
		m.DrawRatio = float64(sa.Draws) / float64(sa.Games)
	}
	if sprt != nil {
		res := sprt.Test(m.Penta)
		m.SPRT = &res
	}
	return m
}

// Match is a match between A and B as the CLI runs it.
type Match struct {
	Judge       game.Judge
	A, B        Entrant
	Games       int
	Seed        uint64
	Concurrency int
	Options     GameOptions
	// SPRT, if set, stops the match once it decides (checked after every
	// game, on complete pairs).
	SPRT *stats.SPRT
	// Record receives every finished game; Resumed are the records the
	// file already held (those games are not played again).
	Record  *RecordFile
	Resumed []Record
	// Openings, if set, gives each pair a line of its suite; NewJudge
	// makes the judge for a line with judge options (see Runner).
	Openings *Openings
	NewJudge JudgeFor
	// Progress, if set, is told before the first game and after each game
	// how many of the scheduled games are done (resumed ones included) and
	// the summary of those games.
	Progress func(done, total int, sum MatchSummary)
	// Observe, if set, is told each game as it ends (see Runner.Observe).
	Observe func(rec Record)
	// Remote, if set, plays the games elsewhere (see Runner.Remote).
	Remote RemotePlay
}

// Run plays the match and sums it up. On an error, or once ctx is done
// (see Runner.Run), the summary covers the games finished so far.
func (m *Match) Run(ctx context.Context) (MatchSummary, []Record, error) {
	sched, err := MatchSchedule(m.A, m.B, m.Games, m.Seed)
	if err != nil {
		return MatchSummary{}, nil, err
	}
	if err := m.Openings.Assign(sched, m.Seed); err != nil {
		return MatchSummary{}, nil, err
	}
	done, err := CheckResume(m.Judge.Name(), sched, m.Resumed)
	if err != nil {
		return MatchSummary{}, nil, err
	}
	r := Runner{Judge: m.Judge, Options: m.Options, Concurrency: m.Concurrency, Record: m.Record, NewJudge: m.NewJudge, Remote: m.Remote, Observe: m.Observe,
		Done: func(recs []Record) bool {
			if m.Progress == nil {
				return m.SPRT != nil && m.SPRT.Test(MatchPenta(recs, m.A.Name)).Result != stats.SPRTContinue
			}
			sum := Summarize(m.Judge.Name(), m.A.Name, m.B.Name, recs, m.SPRT)
			m.Progress(len(recs), len(sched), sum)
			return sum.SPRT != nil && sum.SPRT.Result != stats.SPRTContinue
		}}
	recs, err := r.Run(ctx, sched, done)
	return Summarize(m.Judge.Name(), m.A.Name, m.B.Name, recs, m.SPRT), recs, err
}
