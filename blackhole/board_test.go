package blackhole

import (
	"math/bits"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFieldsAreNamedRowByRow(t *testing.T) {
	var names []string
	for f := Field(0); f < Fields; f++ {
		names = append(names, f.String())
		g, err := ParseField(f.String())
		require.NoError(t, err)
		assert.Equal(t, f, g)
	}
	assert.Equal(t, "A1 A8 B1 B7 C6 G2 H1", names[0]+" "+names[7]+" "+names[8]+" "+names[14]+" "+names[20]+" "+names[34]+" "+names[35])
	assert.Len(t, names, 36)
}

func TestNeighbours(t *testing.T) {
	name := func(set uint64) []string {
		var out []string
		for ; set != 0; set &= set - 1 {
			out = append(out, Field(bits.TrailingZeros64(set)).String())
		}
		return out
	}
	field := func(s string) Field {
		f, err := ParseField(s)
		require.NoError(t, err)
		return f
	}
	// The three corners touch two fields, an inner field six.
	assert.Equal(t, []string{"A2", "B1"}, name(Neighbours(field("A1"))))
	assert.Equal(t, []string{"A7", "B7"}, name(Neighbours(field("A8"))))
	assert.Equal(t, []string{"G1", "G2"}, name(Neighbours(field("H1"))))
	assert.Equal(t, []string{"B3", "B4", "C2", "C4", "D2", "D3"}, name(Neighbours(field("C3"))))
	// An edge field: B1 touches A1 A2 B2 C1.
	assert.Equal(t, []string{"A1", "A2", "B2", "C1"}, name(Neighbours(field("B1"))))
	links := 0
	for f := Field(0); f < Fields; f++ {
		for n := Neighbours(f); n != 0; n &= n - 1 {
			g := Field(bits.TrailingZeros64(n))
			assert.NotZero(t, Neighbours(g)>>f&1, "%v-%v is symmetric", f, g)
			links++
		}
	}
	// A triangle of side 8 has 3*7*8/2 = 84 edges between its cells.
	assert.Equal(t, 2*84, links)
}

func TestParseRejects(t *testing.T) {
	for _, s := range []string{"", "A", "A0", "A9", "I1", "B8", "H2", "a1", "A1 ", " A1", "AA"} {
		_, err := ParseField(s)
		assert.ErrorIs(t, err, ErrBadField, "%q", s)
	}
	for _, s := range []string{"", "A1", "A1=", "=3", "A1=0", "A1=16", "A1=015", "A1=+3", "A1= 3", "A1 =3", "B8=1", "A1=3=", "A1==3", "A1=1a", "Start", "Quit"} {
		_, err := ParseMove(s)
		assert.ErrorIs(t, err, ErrBadMove, "%q", s)
	}
	m, err := ParseMove("B3=15")
	require.NoError(t, err)
	assert.Equal(t, "B3", m.Field().String())
	assert.Equal(t, 15, m.Value())
	assert.Equal(t, "B3=15", m.String())
	m, err = ParseMove("H1=1")
	require.NoError(t, err)
	assert.Equal(t, NewMove(35, 1), m)
}
