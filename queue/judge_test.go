package queue

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
)

// TestJobJudgeTravelsByItsHashAlone: a job's judge program is a SHA-256
// placeholder, nothing else.
func TestJobJudgeTravelsByItsHashAlone(t *testing.T) {
	job := func(judge string) []byte {
		b, err := json.Marshal(Job{Run: "r1", Game: "caia:ref", Judge: judge,
			Games: []arena.Scheduled{{Index: 0, Players: [2]arena.Entrant{{Name: "a", Argv: []string{"a"}}, {Name: "b", Argv: []string{"b"}}}}}})
		require.NoError(t, err)
		return b
	}
	good := sha256Arg + strings.Repeat("ab", 32) + "}"
	got, err := decodeJob(job(good))
	require.NoError(t, err)
	assert.Equal(t, good, got.Judge)
	for _, bad := range []string{"/bin/sh", sha256Arg + "ab}", sha256Arg + strings.Repeat("ab", 32), "{botcup}"} {
		_, err := decodeJob(job(bad))
		assert.EqualError(t, err, `judge "`+bad+`": a judge travels by its SHA-256 alone`)
	}
}
