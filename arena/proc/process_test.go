package proc

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// alive reports whether pid is a live process (a zombie is dead).
func alive(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i >= 0 && i+2 < len(s) && s[i+2] != 'Z'
}

// sessionOf reads the session of process pid (field 6 of /proc/PID/stat).
func sessionOf(t *testing.T, pid int) int {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	require.NoError(t, err)
	s := string(b)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+2:])
	sid, err := strconv.Atoi(f[6-3])
	require.NoError(t, err)
	return sid
}

func TestPlayersRunInSessionsOfTheirOwn(t *testing.T) {
	// So that the kernel's scheduler, where it groups processes by session,
	// weighs a player's processes apart from the arena's (see Start).
	p, err := Start(context.Background(), []string{"/bin/sh", "-c", "read l"}, Options{MaxLine: 100})
	require.NoError(t, err)
	defer p.Kill()
	assert.Equal(t, p.pgid, sessionOf(t, p.pgid), "the player leads a session")
	assert.NotEqual(t, sessionOf(t, os.Getpid()), sessionOf(t, p.pgid))
}

func TestTailBuffer(t *testing.T) {
	tb := &tailBuffer{keep: 5}
	_, _ = tb.Write([]byte("abc"))
	assert.Equal(t, "", tb.beyond(3), "the head holds it all")
	_, _ = tb.Write([]byte("defg"))
	assert.Equal(t, "cdefg", string(tb.buf))
	assert.Equal(t, "efg", tb.beyond(4), "only what the head missed")
	_, _ = tb.Write([]byte("0123456789"))
	assert.Equal(t, "56789", tb.beyond(4))
	assert.Equal(t, 17, tb.written)
}
