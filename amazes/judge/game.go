package judge

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"botcup/amazes"
	"botcup/game"
)

// Errors of AmazesGame.Play besides those of amazes.CheckMove.
var (
	ErrGameOver   = errors.New("amazes/judge: the game is over")
	ErrNotOnTurn  = errors.New("amazes/judge: not this player's turn")
	ErrNoSuchSide = errors.New("amazes/judge: no such player")
)

// AmazesGame is one game of Amazes: the maze, both players' poses and maps (each
// in the frame of its start, oriented as the maze: the rules' inferences do
// not depend on the frame), points and moves.
type AmazesGame struct {
	setup     amazes.Setup
	movesEach int

	pose   [2]amazes.Pose
	maps   [2]amazes.Knowledge
	disc   [2][amazes.Cells]bool
	points [2]int
	moves  [2]int
	turn   int
	// viewed is set once the player on turn has been shown its view (and
	// made its discoveries) this turn.
	viewed bool
	lines  []string
	over   bool
	// sudden is the player who won by sudden death, or -1.
	sudden int
	// catches counts each player's moves that ended on the opponent;
	// steps the step characters each has written, firsts the cells each
	// discovered first.
	catches, steps, firsts [2]int

	walked []int
	fresh  []int
}

// newGame starts a game on s (not validated: tests build partial mazes)
// with movesEach moves per player.
func newGame(s *amazes.Setup, movesEach int) *AmazesGame {
	g := &AmazesGame{setup: *s, movesEach: movesEach, pose: s.Start, sudden: -1}
	return g
}

// NewGame starts a game on a setup, which must be valid, with the rules'
// 150 moves each.
func NewGame(s *amazes.Setup) (*AmazesGame, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	return newGame(s, amazes.MovesPerPlayer), nil
}

// Setup is the setup's text (amazes.FormatSetup).
func (g *AmazesGame) Setup() string { return amazes.FormatSetup(&g.setup) }

// Next is the player on turn and its input: "Start" on Red's first turn,
// then the four corridors and the squared distance. The view's discoveries
// count now, at the start of the move.
func (g *AmazesGame) Next() (int, []string) {
	p := g.turn
	if !g.viewed {
		g.view(p)
	}
	return p, g.lines
}

// view shows player p its view and makes its discoveries.
func (g *AmazesGame) view(p int) {
	v := g.setup.Maze.Look(g.pose[p])
	v.Dist2 = amazes.Dist2(g.pose[0], g.pose[1])
	g.lines = g.lines[:0]
	if p == amazes.Red && g.moves[p] == 0 {
		g.lines = append(g.lines, amazes.StartLine)
	}
	g.lines = append(g.lines, v.Lines()...)
	// The true pose is always inside the frame and agrees with the map.
	_ = g.maps[p].See(g.frame(p, g.pose[p]), &v)
	g.credit(p)
	g.viewed = true
}

// frame is player p's frame pose of absolute pose a.
func (g *AmazesGame) frame(p int, a amazes.Pose) amazes.Pose {
	s := g.setup.Start[p]
	return amazes.Pose{Row: a.Row - s.Row + amazes.Origin, Col: a.Col - s.Col + amazes.Origin, Facing: a.Facing}
}

// credit gives player p the points of the cells its map discovered since
// the last credit: one each, one more for those the opponent has not.
func (g *AmazesGame) credit(p int) {
	s := g.setup.Start[p]
	g.fresh = g.maps[p].Fresh(g.fresh)
	g.maps[p].ClearFresh()
	for _, f := range g.fresh {
		r, c := f/amazes.Frame-amazes.Origin+s.Row, f%amazes.Frame-amazes.Origin+s.Col
		if !amazes.Inside(r, c) {
			continue // cannot happen: the map infers only real cells
		}
		cell := r*amazes.Size + c
		if g.disc[p][cell] {
			continue
		}
		g.disc[p][cell] = true
		g.points[p] += amazes.PointsPerCell
		if !g.disc[1-p][cell] {
			g.points[p] += amazes.PointsFirst
			g.firsts[p]++
		}
	}
}

// Play applies player's move line: a point per step written, the walk with
// the stop at a wall and the jury's extra T, the cells walked over, the
// catch or sudden death at its end.
func (g *AmazesGame) Play(player int, line string) error {
	switch {
	case player != amazes.Red && player != amazes.Blue:
		return fmt.Errorf("%w: %d", ErrNoSuchSide, player)
	case g.over:
		return ErrGameOver
	case player != g.turn:
		return fmt.Errorf("%w: %s", ErrNotOnTurn, amazes.PlayerName(player))
	}
	if err := amazes.CheckMove(line); err != nil {
		return fmt.Errorf("%w: %w", game.ErrMalformed, err)
	}
	p := player
	if !g.viewed {
		g.view(p)
	}
	g.points[p] -= len(line) * amazes.PointsPerStep
	g.steps[p] += len(line)
	g.pose[p], g.walked, _ = g.setup.Maze.Walk(g.pose[p], line, g.walked)
	for _, cell := range g.walked {
		f := g.frame(p, amazes.Pose{Row: cell / amazes.Size, Col: cell % amazes.Size})
		_ = g.maps[p].Walk(f.Row, f.Col)
	}
	g.credit(p)
	if g.pose[p].Row == g.pose[1-p].Row && g.pose[p].Col == g.pose[1-p].Col {
		if g.maps[p].Count() == amazes.Cells {
			g.points[p] *= 2
			g.points[1-p] = 0
			g.sudden = p
			g.over = true
		} else {
			g.points[p] += amazes.PointsCatch
			g.catches[p]++
		}
	}
	g.moves[p]++
	g.turn = 1 - p
	g.viewed = false
	if g.moves[0] >= g.movesEach && g.moves[1] >= g.movesEach {
		g.over = true
	}
	return nil
}

// Fallback is the jury's move for a faulted player: a single T.
func (g *AmazesGame) Fallback(int) string { return string(amazes.StepTurn) }

// Over reports the end: both players made their moves, or sudden death.
func (g *AmazesGame) Over() bool { return g.over }

// Final is "Quit" for a player still expecting a turn (after sudden death,
// or in a game shortened by the moves option); a player that made its 150
// moves has exited by itself.
func (g *AmazesGame) Final(player int) []string {
	if player < 0 || player > 1 || g.moves[player] >= amazes.MovesPerPlayer {
		return nil
	}
	return []string{amazes.QuitLine}
}

// Scores are the points clamped to 0..1000.
func (g *AmazesGame) Scores() [2]float64 {
	return [2]float64{float64(amazes.Clamp(g.points[0])), float64(amazes.Clamp(g.points[1]))}
}

// Points are the players' points before the clamp.
func (g *AmazesGame) Points() [2]int { return g.points }

// Discovered is the number of cells each player has discovered.
func (g *AmazesGame) Discovered() [2]int { return [2]int{g.maps[0].Count(), g.maps[1].Count()} }

// DiscoveredCells are the cells player p has discovered, by cell index
// row*amazes.Size+col (the cells its points were credited for).
func (g *AmazesGame) DiscoveredCells(p int) [amazes.Cells]bool { return g.disc[p] }

// Poses are where the players stand.
func (g *AmazesGame) Poses() [2]amazes.Pose { return g.pose }

// SuddenDeath is the player who won by sudden death, or -1.
func (g *AmazesGame) SuddenDeath() int { return g.sudden }

// Render draws the maze with the players ('R', 'B'; 'X' on one cell) and
// the cells discovered ('r' by Red only, 'b' by Blue only, ':' by both),
// then the points.
func (g *AmazesGame) Render() string {
	now := g.setup
	now.Start = g.pose
	lines := strings.Split(amazes.FormatSetup(&now), "\n")[:2*amazes.Size+1]
	for r := 0; r < amazes.Size; r++ {
		b := []byte(lines[2*r+1])
		for c := 0; c < amazes.Size; c++ {
			ch := &b[2*c+1]
			switch {
			case g.pose[0].Row == r && g.pose[0].Col == c && g.pose[1].Row == r && g.pose[1].Col == c:
				*ch = 'X'
			case *ch != ' ':
			case g.disc[0][r*amazes.Size+c] && g.disc[1][r*amazes.Size+c]:
				*ch = ':'
			case g.disc[0][r*amazes.Size+c]:
				*ch = 'r'
			case g.disc[1][r*amazes.Size+c]:
				*ch = 'b'
			}
		}
		lines[2*r+1] = string(b)
	}
	var sb strings.Builder
	sb.WriteString(strings.Join(lines, "\n"))
	for p := 0; p < 2; p++ {
		sb.WriteString("\n" + amazes.PlayerName(p) + ": moves " + strconv.Itoa(g.moves[p]) +
			", discovered " + strconv.Itoa(g.maps[p].Count()) + ", first " + strconv.Itoa(g.firsts[p]) +
			", steps " + strconv.Itoa(g.steps[p]) + ", catches " + strconv.Itoa(g.catches[p]) +
			", points " + strconv.Itoa(g.points[p]))
	}
	if g.sudden >= 0 {
		sb.WriteString("\nsudden death: " + amazes.PlayerName(g.sudden) + " wins")
	}
	return sb.String() + "\n"
}
