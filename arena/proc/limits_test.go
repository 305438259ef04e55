package proc

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseMemory(t *testing.T) {
	for in, want := range map[string]int64{"256M": 256 << 20, "1G": 1 << 30, "64k": 64 << 10, "1000": 1000, "1536M": 1536 << 20} {
		got, err := ParseMemory(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
		assert.Equal(t, strings.ToUpper(in), FormatMemory(got), "written back")
	}
	for _, bad := range []string{"", "M", "-5M", "0", "12X", "1.5G", "99999999999G"} {
		_, err := ParseMemory(bad)
		assert.EqualError(t, err, `want a positive size such as 256M (K, M, G: binary units), not "`+bad+`"`)
	}
}
