package samegame

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestBeamScheduleRepeatsThenDoubles(t *testing.T) {
	s := newBeamSchedule(4 * BeamRepeatFrom)
	assert.Equal(t, BeamRepeatFrom, s.first())
	var got []int
	for k := 0; k < 3*BeamRepeats+2; k++ {
		got = append(got, s.next())
	}
	var want []int
	for _, w := range []int{1, 2, 4, 4} {
		for k := 0; k < BeamRepeats; k++ {
			want = append(want, w*BeamRepeatFrom)
		}
	}
	assert.Equal(t, want[:3*BeamRepeats+2], got)
}

func TestBeamScheduleKeepsToTheMemory(t *testing.T) {
	s := newBeamSchedule(5)
	assert.Equal(t, 5, s.first())
	for k := 0; k < 3*BeamRepeats; k++ {
		assert.Equal(t, 5, s.next())
	}
}
