package judge

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"botcup/samegame"
)

// Budget is the default time per board. Decision (BoardTime): the contest
// never announced its time per round, only that it is at least 1 s; we take
// that minimum.
const Budget = time.Second

// DefaultGenerated is how many boards the "generated" set has by default.
const DefaultGenerated = 10

// ErrOption is the error of an unknown option or a bad value.
var ErrOption = errors.New("samegame judge: bad option")

// Judge is SameGame's referee in solve mode; it implements
// game.PuzzleJudge.
type Judge struct {
	boards []string
}

// New makes a judge with options (nil or empty: the defaults):
//   - boards=standard (default): the 20 standard boards;
//   - boards=generated: GeneratedBoards(seed, n), with seed=N (default 1)
//     and n=N (default DefaultGenerated).
func New(opts map[string]string) (*Judge, error) {
	set, seed, n := "standard", uint64(1), DefaultGenerated
	for k, v := range opts {
		var err error
		switch k {
		case "boards":
			if v != "standard" && v != "generated" {
				err = errors.New("want standard or generated")
			}
			set = v
		case "seed":
			seed, err = strconv.ParseUint(v, 10, 64)
		case "n":
			n, err = strconv.Atoi(v)
			if err == nil && n < 1 {
				err = errors.New("want at least 1")
			}
		default:
			return nil, fmt.Errorf("%w: unknown option %q (known: boards, seed, n)", ErrOption, k)
		}
		if err != nil {
			return nil, fmt.Errorf("%w: %s=%q: %v", ErrOption, k, v, err)
		}
	}
	if set == "generated" {
		return &Judge{boards: GeneratedBoards(seed, n)}, nil
	}
	return &Judge{boards: StandardBoards()}, nil
}

// Name is "samegame".
func (j *Judge) Name() string { return "samegame" }

// Budget is the default time per board (see the constant Budget).
func (j *Judge) Budget() time.Duration { return Budget }

// Boards is a copy of the judge's boards.
func (j *Judge) Boards() []string { return append([]string(nil), j.boards...) }

// Scorings is "contest" (the Wedel 2015 rules) and "classic" (the
// literature's).
func (j *Judge) Scorings() []string {
	return []string{samegame.Contest.String(), samegame.Classic.String()}
}

// Score replays solution on board and scores it under scoring; an error for
// a bad board, a malformed line or an illegal move (which the arena scores
// 0). A line may stop before the game is over: the stones left are then
// scored as they stand (samegame.Board.Score).
func (j *Judge) Score(board, solution, scoring string) (int64, int, error) {
	s, err := samegame.ParseScoring(scoring)
	if err != nil {
		return 0, 0, err
	}
	rows, err := parseBoard(board)
	if err != nil {
		return 0, 0, err
	}
	moves, err := samegame.ParseSolution(solution)
	if err != nil {
		return 0, 0, fmt.Errorf("solution: %w", err)
	}
	_, score, err := samegame.Replay(rows, moves, s)
	if err != nil {
		return 0, 0, err
	}
	return score, len(moves), nil
}

// parseBoard reads and checks a board line.
func parseBoard(board string) ([][]uint8, error) {
	rows, err := samegame.ParseBoard(board)
	if err != nil {
		return nil, fmt.Errorf("board: %w", err)
	}
	if _, err := samegame.NewBoard(rows, samegame.Contest); err != nil {
		return nil, fmt.Errorf("board: %w", err)
	}
	return rows, nil
}

// Render draws board after the first n moves of solution as the contest
// text does: the top row first, row numbers on the left, column numbers
// below, then both scores so far. An illegal move stops the replay there,
// with a note.
func (j *Judge) Render(board, solution string, n int) (string, error) {
	rows, err := parseBoard(board)
	if err != nil {
		return "", err
	}
	var moves []samegame.Move
	if strings.TrimSpace(solution) != "" {
		if moves, err = samegame.ParseSolution(solution); err != nil {
			return "", fmt.Errorf("solution: %w", err)
		}
	}
	n = max(0, min(n, len(moves)))
	contest, _ := samegame.NewBoard(rows, samegame.Contest)
	classic, _ := samegame.NewBoard(rows, samegame.Classic)
	note := ""
	played := 0
	for _, m := range moves[:n] {
		if err := contest.Apply(m); err != nil {
			note = fmt.Sprintf("move %d: %v\n", played+1, err)
			break
		}
		classic.Play(m)
		played++
	}
	var sb strings.Builder
	draw(&sb, contest)
	fmt.Fprintf(&sb, "after %d of %d moves: contest %d, classic %d, %d stones left\n",
		played, len(moves), contest.Score(), classic.Score(), contest.Stones())
	sb.WriteString(note)
	return sb.String(), nil
}

// draw writes the board, top row first, with coordinates.
func draw(sb *strings.Builder, b *samegame.Board) {
	cw := len(strconv.Itoa(int(maxColour(b))))
	cw = max(cw, len(strconv.Itoa(b.Columns()-1)))
	rw := len(strconv.Itoa(b.RowCount() - 1))
	for y := b.RowCount() - 1; y >= 0; y-- {
		fmt.Fprintf(sb, "%*d |", rw, y)
		for x := 0; x < b.Columns(); x++ {
			fmt.Fprintf(sb, " %*d", cw, b.Colour(x, y))
		}
		sb.WriteByte('\n')
	}
	sb.WriteString(strings.Repeat("-", rw+1) + "+" + strings.Repeat("-", (cw+1)*b.Columns()) + "\n")
	sb.WriteString(strings.Repeat(" ", rw+1) + "|")
	for x := 0; x < b.Columns(); x++ {
		fmt.Fprintf(sb, " %*d", cw, x)
	}
	sb.WriteByte('\n')
}

// maxColour is the largest colour of the starting board.
func maxColour(b *samegame.Board) uint8 {
	p := b.Palette()
	if len(p) == 0 {
		return 0
	}
	return p[len(p)-1]
}
