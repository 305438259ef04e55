package arena

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"botcup/arena/stats"
)

// GameStats sums up game records with no schedule (`botcup stats`): any
// record files of matches or tournaments, old or new, put together.
type GameStats struct {
	Games int `json:"games"`
	// Distinct is the number of different games: different setups (a board
	// drawn from the seed) or move lists. A match of deterministic bots without variety
	// plays a few games many times.
	Distinct int `json:"distinct"`
	// MeanPlies is the mean number of moves a game, jury moves included.
	MeanPlies float64 `json:"mean_plies"`
	// Players are the players by name, in the order they first appear in
	// the games sorted by index (a match's first-named player first); with
	// more than two, each has its Elo against the rest of the field.
	Players []PlayerSummary `json:"players"`
	// Pairs, Elo and EloCI are the first player's pentanomial pair counts
	// and Elo over the second, when the records hold exactly two players:
	// games paired by seed, opening and setup with sides swapped.
	Pairs *stats.Penta `json:"pentanomial,omitempty"`
	Elo   *float64     `json:"elo,omitempty"`
	EloCI *[2]float64  `json:"elo_ci,omitempty"`
	// Faults counts faults by kind over all players (every kind present).
	Faults map[string]int `json:"faults"`
	// First is the wins, draws and losses of the player moving first.
	First [3]int `json:"first_mover"`
	// Margins counts games by the first mover's final score less the
	// second's.
	Margins map[float64]int `json:"margins"`
}

// SummarizeGames sums up game records.
func SummarizeGames(recs []Record) GameStats {
	st := GameStats{Games: len(recs), Faults: map[string]int{}, Margins: map[float64]int{}}
	for _, k := range FaultKinds {
		st.Faults[k] = 0
	}
	at := map[string]int{}
	distinct := map[string]bool{}
	plies := 0
	// Records are appended as games end: by index, the first-named
	// player comes first.
	recs = slices.Clone(recs)
	slices.SortStableFunc(recs, func(a, b Record) int { return cmp.Compare(a.Index, b.Index) })
	for k := range recs {
		r := &recs[k]
		distinct[gameKey(r)] = true
		plies += len(r.Moves)
		for seat, name := range r.Players {
			i, ok := at[name]
			if !ok {
				i = len(st.Players)
				at[name] = i
				st.Players = append(st.Players, newPlayerSummary(name))
			}
			st.Players[i].add(r, seat)
		}
		for _, f := range r.Faults {
			st.Faults[f.Kind]++
		}
		st.First[int(2-2*r.Outcome(0))]++
		st.Margins[r.Scores[0]-r.Scores[1]]++
	}
	st.Distinct = len(distinct)
	if st.Games > 0 {
		st.MeanPlies = float64(plies) / float64(st.Games)
	}
	for i := range st.Players {
		st.Players[i].finish()
	}
	if len(st.Players) == 2 {
		p := pairUp(recs, st.Players[0].Name)
		elo, lo, hi := stats.Elo(p)
		st.Pairs, st.Elo, st.EloCI = &p, &elo, &[2]float64{lo, hi}
	} else {
		for i := range st.Players {
			p := &st.Players[i]
			elo, lo, hi := stats.TrinomialElo(p.Wins, p.Draws, p.Losses)
			p.Elo, p.EloCI = &elo, &[2]float64{lo, hi}
		}
	}
	return st
}

// gameKey is what makes a game different from another: its setup and its
// moves.
func gameKey(r *Record) string {
	var b strings.Builder
	b.WriteString(r.Game)
	b.WriteByte('\n')
	b.WriteString(r.Setup)
	for _, m := range r.Moves {
		b.WriteByte('\n')
		b.WriteString(m.Line)
	}
	return b.String()
}

// pairUp counts the pairs of games between a and one opponent on the same
// seed, opening and setup with sides swapped, from a's side, as MatchPenta
// does for a match's games 2k and 2k+1, but with no schedule: games are
// paired in the order they come.
func pairUp(recs []Record, a string) stats.Penta {
	type key struct {
		game, setup, opening string
		seed                 uint64
	}
	open := map[key][2][]*Record{} // games with a first, games with a second
	var keys []key
	for k := range recs {
		r := &recs[k]
		seat := r.seat(a)
		if seat < 0 {
			continue
		}
		kk := key{r.Game, r.Setup, "", r.Seed}
		if r.Opening != nil {
			kk.opening = r.Opening.MovesText()
		}
		q, seen := open[kk]
		if !seen {
			keys = append(keys, kk)
		}
		q[seat] = append(q[seat], r)
		open[kk] = q
	}
	var p stats.Penta
	for _, kk := range keys {
		q := open[kk]
		for i := range min(len(q[0]), len(q[1])) {
			p[int(2*(q[0][i].Outcome(0)+q[1][i].Outcome(1)))]++
		}
	}
	return p
}

// SolveStats sums up solve records (`botcup stats`).
type SolveStats struct {
	Boards int `json:"boards"`
	// Distinct is the number of different solutions among the boards
	// solved without a fault.
	Distinct int `json:"distinct"`
	// Players are the players by name, in the order they first appear.
	Players []SolvePlayerStats `json:"players"`
}

// SolvePlayerStats is one player's line of SolveStats: its boards, total
// and mean score, the lowest, median and highest board score, and its
// faults by kind.
type SolvePlayerStats struct {
	Name   string         `json:"name"`
	Boards int            `json:"boards"`
	Total  int64          `json:"total"`
	Mean   float64        `json:"mean"`
	Min    int64          `json:"min"`
	Median int64          `json:"median"`
	Max    int64          `json:"max"`
	Faults map[string]int `json:"faults"`
}

// SummarizeSolves sums up solve records, each board by its Score.
func SummarizeSolves(recs []SolveRecord) SolveStats {
	st := SolveStats{Boards: len(recs)}
	at := map[string]int{}
	scores := map[string][]int64{}
	distinct := map[string]bool{}
	for _, r := range recs {
		i, ok := at[r.Player]
		if !ok {
			i = len(st.Players)
			at[r.Player] = i
			st.Players = append(st.Players, SolvePlayerStats{Name: r.Player,
				Faults: map[string]int{SolveNoSolution: 0, SolveIllegal: 0, SolveOutput: 0}})
		}
		p := &st.Players[i]
		p.Boards++
		p.Total += r.Score
		scores[r.Player] = append(scores[r.Player], r.Score)
		if r.Fault != "" {
			p.Faults[r.Fault]++
		} else {
			distinct[r.Text+"\n"+r.Solution] = true
		}
	}
	st.Distinct = len(distinct)
	for i := range st.Players {
		p := &st.Players[i]
		s := scores[p.Name]
		slices.Sort(s)
		p.Mean = float64(p.Total) / float64(p.Boards)
		p.Min, p.Median, p.Max = s[0], s[len(s)/2], s[len(s)-1]
	}
	return st
}

// ReadAnyRecords reads a record file of any kind, game and solve lines
// mixed, old lines without a kind as games; a cut-off last line is
// reported in tail and ignored (see ReadRecords).
func ReadAnyRecords(r io.Reader) (games []Record, boards []SolveRecord, tail *BrokenTail, err error) {
	lines, _, tail, err := ReadLines[json.RawMessage](r)
	if err != nil {
		return nil, nil, tail, err
	}
	for i, raw := range lines {
		var kind struct {
			Kind string `json:"kind"`
		}
		if err := json.Unmarshal(raw, &kind); err != nil {
			return nil, nil, tail, fmt.Errorf("record line %d: %w", i+1, err)
		}
		switch kind.Kind {
		case GameKind, "":
			var g Record
			err = json.Unmarshal(raw, &g)
			games = append(games, g)
		case SolveKind:
			var b SolveRecord
			err = json.Unmarshal(raw, &b)
			boards = append(boards, b)
		default:
			err = fmt.Errorf("unknown kind %q", kind.Kind)
		}
		if err != nil {
			return nil, nil, tail, fmt.Errorf("record line %d: %w", i+1, err)
		}
	}
	return games, boards, tail, nil
}

// LoadAnyRecords reads the record file path (see ReadAnyRecords).
func LoadAnyRecords(path string) (games []Record, boards []SolveRecord, tail *BrokenTail, err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, nil, err
	}
	defer f.Close()
	games, boards, tail, err = ReadAnyRecords(f)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	return games, boards, tail, nil
}
