package botflag

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestFlagChecks(t *testing.T) {
	assert.NoError(t, Check(PositiveDuration("budget", time.Second), AtLeast("depth", 0, 0), OneOf("engine", "ab", "ab", "mcts")))
	assert.EqualError(t, Check(nil, PositiveDuration("budget", -3*time.Second), AtLeast("depth", -1, 0)),
		"-budget must be positive, not -3s")
	assert.EqualError(t, PositiveDuration("budget", 0), "-budget must be positive, not 0s")
	assert.NoError(t, NonNegativeDuration("budget", 0))
	assert.EqualError(t, NonNegativeDuration("budget", -time.Millisecond), "-budget must not be negative, not -1ms")
	assert.EqualError(t, AtLeast("threads", 0, 1), "-threads must be at least 1, not 0")
	assert.EqualError(t, OneOf("engine", "foo", "ab", "mcts"), `-engine must be one of ab, mcts, not "foo"`)
}
