package arena

import (
	"context"
	"errors"
	"fmt"

	"botcup/arena/stats"
	"botcup/game"
)

// TournamentSchedule is a round robin: every two players play a match of
// gamesPerPairing games (pairs, as in MatchSchedule), pairings in order
// (0-1, 0-2, ..., 1-2, ...), each on the same seeds.
func TournamentSchedule(players []Entrant, gamesPerPairing int, seed uint64) ([]Scheduled, error) {
	if len(players) < 2 {
		return nil, errors.New("a tournament needs at least two players")
	}
	seen := make(map[string]bool, len(players))
	for _, p := range players {
		if seen[p.Name] {
			return nil, fmt.Errorf("player %q is named twice", p.Name)
		}
		seen[p.Name] = true
	}
	var sched []Scheduled
	for i := range players {
		for j := i + 1; j < len(players); j++ {
			m, err := MatchSchedule(players[i], players[j], gamesPerPairing, seed)
			if err != nil {
				return nil, err
			}
			for _, s := range m {
				s.Index = len(sched)
				sched = append(sched, s)
			}
		}
	}
	return sched, nil
}

// Cell is one entry of a cross table: the row player's results against the
// column player.
type Cell struct {
	Games  int     `json:"games"`
	Points float64 `json:"points"` // wins + draws/2
	Score  float64 `json:"score"`  // mean contest score
}

// TournamentSummary is the outcome of a round robin. Elo and EloCI repeat
// the first player's figures against the field (the usual candidate).
type TournamentSummary struct {
	Game    string          `json:"game"`
	Games   int             `json:"games"`
	Players []PlayerSummary `json:"players"`
	Cross   [][]Cell        `json:"cross"`
	Elo     float64         `json:"elo"`
	EloCI   [2]float64      `json:"elo_ci"`
	// Faults lists every fault of the tournament, in game order.
	Faults []FaultNote `json:"faults"`
}

// SummarizeTournament sums up a round robin between names from its records.
func SummarizeTournament(game string, names []string, recs []Record) TournamentSummary {
	t := TournamentSummary{Game: game, Games: len(recs), Players: make([]PlayerSummary, len(names)), Cross: make([][]Cell, len(names)),
		Faults: faultNotes(recs)}
	at := make(map[string]int, len(names))
	for i, n := range names {
		at[n] = i
		t.Players[i] = newPlayerSummary(n)
		t.Cross[i] = make([]Cell, len(names))
	}
	for k := range recs {
		r := &recs[k]
		a, okA := at[r.Players[0]]
		b, okB := at[r.Players[1]]
		if !okA || !okB {
			continue
		}
		t.Players[a].add(r, 0)
		t.Players[b].add(r, 1)
		for seat, pair := range [2][2]int{{a, b}, {b, a}} {
			c := &t.Cross[pair[0]][pair[1]]
			c.Games++
			c.Points += r.Outcome(seat)
			c.Score += r.Scores[seat]
		}
	}
	for i := range t.Players {
		p := &t.Players[i]
		p.finish()
		elo, lo, hi := stats.TrinomialElo(p.Wins, p.Draws, p.Losses)
		p.Elo, p.EloCI = &elo, &[2]float64{lo, hi}
		for j := range t.Cross[i] {
			if c := &t.Cross[i][j]; c.Games > 0 {
				c.Score /= float64(c.Games)
			}
		}
	}
	t.Elo, t.EloCI = *t.Players[0].Elo, *t.Players[0].EloCI
	return t
}

// Tournament is a round robin as the CLI runs it (see Match).
type Tournament struct {
	Judge           game.Judge
	Players         []Entrant
	GamesPerPairing int
	Seed            uint64
	Concurrency     int
	Options         GameOptions
	Record          *RecordFile
	Resumed         []Record
	// Openings, if set, gives each pair a line of its suite; NewJudge
	// makes the judge for a line with judge options (see Runner).
	Openings *Openings
	NewJudge JudgeFor
	// Progress, if set, is told before the first game and after each game
	// how many of the scheduled games are done (resumed ones included).
	Progress func(done, total int)
	// Observe, if set, is told each game as it ends (see Runner.Observe).
	Observe func(rec Record)
	// Remote, if set, plays the games elsewhere (see Runner.Remote).
	Remote RemotePlay
}

// Run plays the tournament and sums it up; once ctx is done it sums up
// the games finished so far (see Runner.Run).
func (t *Tournament) Run(ctx context.Context) (TournamentSummary, []Record, error) {
	sched, err := TournamentSchedule(t.Players, t.GamesPerPairing, t.Seed)
	if err != nil {
		return TournamentSummary{}, nil, err
	}
	if err := t.Openings.Assign(sched, t.Seed); err != nil {
		return TournamentSummary{}, nil, err
	}
	done, err := CheckResume(t.Judge.Name(), sched, t.Resumed)
	if err != nil {
		return TournamentSummary{}, nil, err
	}
	r := Runner{Judge: t.Judge, Options: t.Options, Concurrency: t.Concurrency, Record: t.Record, NewJudge: t.NewJudge, Remote: t.Remote, Observe: t.Observe,
		Done: func(recs []Record) bool {
			if t.Progress != nil {
				t.Progress(len(recs), len(sched))
			}
			return false
		}}
	recs, err := r.Run(ctx, sched, done)
	names := make([]string, len(t.Players))
	for i, p := range t.Players {
		names[i] = p.Name
	}
	return SummarizeTournament(t.Judge.Name(), names, recs), recs, err
}
