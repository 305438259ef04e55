package turn

import (
	"bufio"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/game"
)

// constantPlayer answers every line but the quit token with answer, and
// returns when it reads "Stop" or its input ends.
func constantPlayer(answer string) game.Player {
	return func(in io.Reader, out io.Writer, seed uint64) error {
		r := bufio.NewReader(in)
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				return nil
			}
			if strings.TrimSpace(line) == "Stop" {
				return nil
			}
			if _, err := io.WriteString(out, answer+"\n"); err != nil {
				return err
			}
		}
	}
}

func TestPlayInProcess(t *testing.T) {
	j := newHeapJudge(t)
	g := j.NewGame(1)
	moves, err := game.PlayInProcess(g, [2]game.Player{constantPlayer("1"), constantPlayer("1")}, [2]uint64{1, 2})
	require.NoError(t, err)
	assert.Equal(t, []string{"1", "1", "1", "1", "1", "1", "1"}, moves)
	assert.Equal(t, [2]float64{1, 0}, g.Scores(), "player 0 took the seventh stone")

	g = j.NewGame(1)
	moves, err = game.PlayInProcess(g, [2]game.Player{constantPlayer("3"), constantPlayer("9")}, [2]uint64{1, 2})
	assert.ErrorIs(t, err, game.ErrMalformed)
	assert.Equal(t, `player 1's line "9" after 1 moves: malformed move: "9": not 1, 2 or 3`, err.Error())
	assert.Equal(t, []string{"3"}, moves)

	failing := func(in io.Reader, out io.Writer, seed uint64) error { return errors.New("crashed") }
	_, err = game.PlayInProcess(j.NewGame(1), [2]game.Player{failing, constantPlayer("1")}, [2]uint64{1, 2})
	assert.EqualError(t, err, "player 0 after 0 moves: crashed")
}
