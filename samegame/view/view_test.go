package view_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"botcup/samegame/view"
)

// Solve refuses a board that is no board, and one too large to draw.
func TestSolveRefuses(t *testing.T) {
	_, err := view.Solve("[[1, 2], [3]]", "")
	assert.Error(t, err)
	row := "[" + strings.Repeat("1, 2, ", 127) + "1, 2]"
	big := "[" + strings.Repeat(row+", ", 255) + row + "]"
	moves := strings.Repeat("(0, 0), ", 400)
	_, err = view.Solve(big, "["+moves[:len(moves)-2]+"]")
	assert.ErrorContains(t, err, "too large to draw (256x256 cells, 400 moves")
}
