package searchtest

import (
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runMainEnv tells a test binary started by RunCommand to run the
// command's main instead of its tests.
const runMainEnv = "BOTCUP_RUN_MAIN"

// MainOrTests is a command's TestMain: it runs main when the test binary
// was started as the command by RunCommand, else the tests.
func MainOrTests(m *testing.M, main func()) {
	if os.Getenv(runMainEnv) == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// RunCommand runs the command under test (its test binary, see
// MainOrTests) with args and no input; it returns the exit status and what
// it wrote to stdout and stderr.
func RunCommand(t *testing.T, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), runMainEnv+"=1")
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return exit.ExitCode(), string(out)
	}
	require.NoError(t, err)
	return 0, string(out)
}

// BadFlag is a command line a bot must refuse and the exact message.
type BadFlag struct {
	Args []string
	Msg  string
}

// BadFlagsAreRefused checks that the command under test refuses each of
// cases with exit status 2 and exactly its message.
func BadFlagsAreRefused(t *testing.T, cases []BadFlag) {
	for _, tc := range cases {
		t.Run(tc.Msg, func(t *testing.T) {
			code, out := RunCommand(t, tc.Args...)
			assert.Equal(t, 2, code)
			assert.Equal(t, tc.Msg, out)
		})
	}
}

// HelpSaysWhatItIs checks the command's -h: exit status 0, what the bot is
// (name: about), that the contest runs it without flags, and its flags
// under "Usage of name:" (botflag.Usage); it returns the help.
func HelpSaysWhatItIs(t *testing.T, name, about string) string {
	t.Helper()
	code, out := RunCommand(t, "-h")
	assert.Equal(t, 0, code, out)
	assert.True(t, strings.HasPrefix(out, name+": "+about+"\nThe contest runs it without flags"), out)
	assert.Contains(t, out, "\nUsage of "+name+":\n  -bench\n")
	return out
}
