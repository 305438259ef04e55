package main

import (
	"errors"
	"os"
	"os/exec"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMain runs the command's main instead of the tests when the test
// binary is started as the command (see runMain).
func TestMain(m *testing.M) {
	if os.Getenv("BOTCUP_RUN_MAIN") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// runMain runs this command with args and no input; it returns its exit
// status and what it wrote.
func runMain(t *testing.T, args ...string) (int, string) {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "BOTCUP_RUN_MAIN=1")
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return exit.ExitCode(), string(out)
	}
	require.NoError(t, err)
	return 0, string(out)
}

func TestBadFlagValuesAreRefused(t *testing.T) {
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"-budget", "-3s"}, "more: -budget must be positive, not -3s\n"},
		{[]string{"-engine", "x"}, "more: -engine must be one of ab, mcts, not \"x\"\n"},
		{[]string{"-depth", "-1"}, "more: -depth must be at least 0, not -1\n"},
	} {
		t.Run(tc.msg, func(t *testing.T) {
			code, out := runMain(t, tc.args...)
			assert.Equal(t, 2, code)
			assert.Equal(t, tc.msg, out)
		})
	}
}
