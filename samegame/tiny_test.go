package samegame

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// On boards this small every beam pass ends at once, and a worker's beam
// can be stopped before its first complete line: it then completes the
// best position of its layer greedily, which once ranked an unset scratch
// position and crashed the bot (found by the arena's soak).
func TestRunOnTinyBoards(t *testing.T) {
	for _, board := range []string{"[[1, 1, 2], [2, 1, 1]]", "[[1, 1, 2, 2], [2, 1, 1, 3], [3, 3, 1, 2]]", "[[1, 1]]"} {
		var out bytes.Buffer
		err := Run(strings.NewReader(board+"\n"), &out, Options{Engine: EngineAuto, Threads: 2, Seed: 1, Budget: 300 * time.Millisecond})
		require.NoError(t, err, board)
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		assert.NotEmpty(t, lines[len(lines)-1], board)
	}
}
