package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"

	"botcup/blackhole"
	"botcup/search"
)

// game is what bhregret reads of a record's game line.
type game struct {
	Kind    string   `json:"kind"`
	Setup   string   `json:"setup"`
	Players []string `json:"players"`
	Moves   []struct {
		P int    `json:"p"`
		M string `json:"m"`
	} `json:"moves"`
}

// mistake is one move that gave points away.
type mistake struct {
	Player string
	Ply    int
	Move   string
	Points int    // the regret, in points of R-B (the contest's scores differ by twice that)
	Game   string // the brown stones and the moves before it
}

// tally is one player's sums over its games.
type tally struct {
	Games  int
	Exact  int         // the exact R-B for the player at ply from, summed
	Final  int         // the final R-B for the player, summed
	Regret map[int]int // summed per ply
}

// report is analyse's answer.
type report struct {
	From      int
	Players   map[string]*tally
	Mistakes  []mistake
	Positions int // solved
}

// analyse replays every game of the record r and solves each position
// from ply from on.
func analyse(r io.Reader, from int) (*report, error) {
	sv, err := search.NewSolver[blackhole.Move, *blackhole.Position](search.SolverOptions{Entries: 1 << 22})
	if err != nil {
		return nil, err
	}
	rep := &report{From: from, Players: map[string]*tally{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for line := 1; sc.Scan(); line++ {
		var g game
		if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		if g.Kind != "game" {
			continue
		}
		if err := rep.add(&g, sv); err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
	}
	return rep, sc.Err()
}

// add replays g, solving its positions from rep.From on.
func (rep *report) add(g *game, sv *search.Solver[blackhole.Move, *blackhole.Position]) error {
	var brown [blackhole.NumBrown]blackhole.Field
	fields := strings.Fields(g.Setup)
	if len(fields) != blackhole.NumBrown || len(g.Players) != 2 || len(g.Moves) == 0 {
		return fmt.Errorf("not a Black Hole game: setup %q, %d players, %d moves", g.Setup, len(g.Players), len(g.Moves))
	}
	for i, s := range fields {
		f, err := blackhole.ParseField(s)
		if err != nil {
			return err
		}
		brown[i] = f
	}
	st, err := blackhole.New(brown)
	if err != nil {
		return err
	}
	// red[i] is the exact R-B before move i, from ply From on.
	red := make([]int, len(g.Moves)+1)
	for i, mv := range g.Moves {
		if i >= rep.From {
			v := exact(blackhole.NewPosition(st), sv)
			rep.Positions++
			if st.Side() == blackhole.Blue {
				v = -v
			}
			red[i] = v
		}
		m, err := blackhole.ParseMove(mv.M)
		if err != nil {
			return err
		}
		if err := st.Play(m); err != nil {
			return fmt.Errorf("move %d %s: %w", i+1, mv.M, err)
		}
	}
	if !st.Over() {
		return fmt.Errorf("the game stops after %d moves", len(g.Moves))
	}
	r, b := st.Scores()
	red[len(g.Moves)] = (r - b) / 2
	redPlayer := g.Moves[0].P
	for p, name := range g.Players {
		t := rep.Players[name]
		if t == nil {
			t = &tally{Regret: map[int]int{}}
			rep.Players[name] = t
		}
		sign := signOf(p == redPlayer)
		t.Games++
		t.Exact += sign * red[min(rep.From, len(g.Moves))]
		t.Final += sign * red[len(g.Moves)]
	}
	for i := rep.From; i < len(g.Moves); i++ {
		p := g.Moves[i].P
		lost := signOf(p == redPlayer) * (red[i] - red[i+1])
		rep.Players[g.Players[p]].Regret[i] += lost
		if lost != 0 {
			var before []string
			for _, mv := range g.Moves[:i] {
				before = append(before, mv.M)
			}
			rep.Mistakes = append(rep.Mistakes, mistake{Player: g.Players[p], Ply: i, Move: g.Moves[i].M, Points: lost,
				Game: g.Setup + " | " + strings.Join(before, " ")})
		}
	}
	return nil
}

// signOf is +1 for Red, -1 for Blue.
func signOf(red bool) int {
	if red {
		return 1
	}
	return -1
}

// exact is the exact R-B from the side to move of p, by the engine's
// Solver on every hook of Black Hole's (its cuts included), from Eval's
// guess.
func exact(p *blackhole.Position, sv *search.Solver[blackhole.Move, *blackhole.Position]) int {
	if over, v := p.Terminal(); over {
		return int(v) / blackhole.Scale
	}
	v, done := sv.Solve(p, p.Eval())
	if !done {
		panic(fmt.Sprintf("bhregret: a Solver without a node budget gave up on %v", p))
	}
	return int(v) / blackhole.Scale
}

// write prints each player's sums a game, and with verbose every mistake.
func (rep *report) write(w io.Writer, verbose bool) {
	fmt.Fprintf(w, "%d positions solved from ply %d on; points are R-B (the contest's score difference is twice that)\n", rep.Positions, rep.From)
	var names []string
	for name := range rep.Players {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		t := rep.Players[name]
		g := float64(t.Games)
		total := 0
		for _, v := range t.Regret {
			total += v
		}
		fmt.Fprintf(w, "%s: %d games; exact at ply %d %+.3f a game, final %+.3f; given away %.3f a game\n",
			name, t.Games, rep.From, float64(t.Exact)/g, float64(t.Final)/g, float64(total)/g)
		for ply := rep.From; ply < blackhole.MaxPlies; ply++ {
			if v := t.Regret[ply]; v != 0 {
				fmt.Fprintf(w, "  ply %2d: %.3f a game\n", ply, float64(v)/g)
			}
		}
	}
	if verbose {
		for _, m := range rep.Mistakes {
			fmt.Fprintf(w, "%s gave away %d at ply %d with %s: %s\n", m.Player, m.Points, m.Ply, m.Move, m.Game)
		}
	}
}
