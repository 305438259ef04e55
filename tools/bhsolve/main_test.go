package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGenerateIsRepeatableAndReadBack(t *testing.T) {
	var a, b bytes.Buffer
	require.NoError(t, generate(&a, 2, 200, 7))
	require.NoError(t, generate(&b, 2, 200, 7))
	assert.Equal(t, a.String(), b.String(), "the same seed, the same positions")
	set, err := readPositions(&a)
	require.NoError(t, err)
	var sizes []int
	for _, p := range set {
		sizes = append(sizes, p.Empty)
	}
	assert.Equal(t, []int{19, 17, 15, 19, 17, 15}, sizes)
	assert.Equal(t, 12, set[0].State.Plies())
}

func TestReadPositionsRejectsBadLines(t *testing.T) {
	for _, tc := range []struct{ in, err string }{
		{"19 A1 A2 A3 A4 A5", "line 1: want <empty fields><tab><position>"},
		{"x\tA1 A2 A3 A4 A5", "line 1: want <empty fields><tab><position>"},
		{"# c\n31\tA1 A2 A3 A4 A6 A1=3", "line 2: blackhole: bad position"},
		{"30\tA1 A2 A3 A4 A5", "line 1: 31 empty fields, not 30"},
	} {
		_, err := readPositions(strings.NewReader(tc.in))
		if assert.Error(t, err, tc.in) {
			assert.Contains(t, err.Error(), tc.err)
		}
	}
}

func TestMeasureAgreesAndPrintsTheTable(t *testing.T) {
	set, err := readPositions(strings.NewReader(
		"13\tA4 A7 B1 D4 E1 D5=7 D2=4 F3=14 G1=15 B3=8 F2=14 G2=15 A2=6 B2=9 D3=13 C4=11 B7=12 C2=13 A6=7 A5=10 C1=11 E2=12 F1=10\n"))
	require.NoError(t, err)
	var out, log bytes.Buffer
	require.NoError(t, measure(&out, &log, set, []int{13}, config{PerSize: 1, Estimate: 500, AlphaBeta: true,
		Cap: time.Minute, MaxNodes: 50_000_000}))
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	require.Len(t, lines, 1+qCount, out.String())
	for i, name := range questionNames {
		assert.Contains(t, lines[1+i], name)
		assert.True(t, strings.HasSuffix(lines[1+i], " 0"), "within its limit: %s", lines[1+i])
	}
	assert.Contains(t, log.String(), "exact +0:")
}
