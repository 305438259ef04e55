package search

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNewTTSizes(t *testing.T) {
	cases := []struct {
		entries int
		want    int
		err     error
	}{
		{-1, 0, ErrTTSize},
		{0, 0, ErrTTSize},
		{1, 0, ErrTTSize},
		{2, 2, nil},
		{3, 2, nil},
		{1000, 512, nil},
		{1024, 1024, nil},
		{TTMaxEntries + 1, 0, ErrTTSize},
	}
	for _, c := range cases {
		tt, err := NewTT[uint16](c.entries)
		if c.err != nil {
			assert.ErrorIs(t, err, c.err, "%d entries", c.entries)
			assert.Nil(t, tt)
			continue
		}
		require.NoError(t, err)
		assert.Equal(t, c.want, tt.Len(), "%d entries", c.entries)
	}
}

// TestTTEntriesHoldNoPointers: the entry is plain data, 16 bytes with 8-
// and 16-bit moves, so the collector never scans the table.
func TestTTEntriesHoldNoPointers(t *testing.T) {
	noPointers := func(typ reflect.Type) bool {
		for i := 0; i < typ.NumField(); i++ {
			switch typ.Field(i).Type.Kind() {
			case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface, reflect.String, reflect.Chan, reflect.Func:
				return false
			}
		}
		return true
	}
	assert.True(t, noPointers(reflect.TypeOf(ttEntry[uint16]{})))
	assert.True(t, noPointers(reflect.TypeOf(ttEntry[uint64]{})))
	t8, err := NewTT[uint8](1024)
	require.NoError(t, err)
	t16, err := NewTT[uint16](1024)
	require.NoError(t, err)
	t32, err := NewTT[uint32](1024)
	require.NoError(t, err)
	assert.Equal(t, 16*1024, t8.Bytes())
	assert.Equal(t, 16*1024, t16.Bytes())
	assert.Equal(t, 24*1024, t32.Bytes())
}

func TestTTStoreAndProbe(t *testing.T) {
	tt, err := NewTT[uint16](64)
	require.NoError(t, err)
	_, ok := tt.Probe(0)
	assert.False(t, ok, "an empty slot matches no key, not even 0")

	tt.Store(0x1234, TTEntry[uint16]{Move: 7, HasMove: true, Value: -55, Depth: 6, Bound: BoundLower})
	e, ok := tt.Probe(0x1234)
	require.True(t, ok)
	assert.Equal(t, TTEntry[uint16]{Move: 7, HasMove: true, Value: -55, Depth: 6, Bound: BoundLower}, e)
	_, ok = tt.Probe(0x1234 + 64)
	assert.False(t, ok, "same bucket, other key")

	// A store without a move keeps the move already known.
	tt.Store(0x1234, TTEntry[uint16]{Move: 0, Value: 10, Depth: 8, Bound: BoundUpper})
	e, _ = tt.Probe(0x1234)
	assert.Equal(t, TTEntry[uint16]{Move: 7, HasMove: true, Value: 10, Depth: 8, Bound: BoundUpper}, e)

	// Depths are clamped into an int8; BoundNone stores nothing.
	tt.Store(0x99, TTEntry[uint16]{Move: 1, HasMove: true, Value: 3, Depth: 500, Bound: BoundExact, Solved: true})
	e, _ = tt.Probe(0x99)
	assert.Equal(t, TTEntry[uint16]{Move: 1, HasMove: true, Value: 3, Depth: 127, Bound: BoundExact, Solved: true}, e)
	tt.Store(0x77, TTEntry[uint16]{Move: 1, HasMove: true, Value: 3, Depth: 4, Bound: BoundNone})
	_, ok = tt.Probe(0x77)
	assert.False(t, ok)
	assert.Equal(t, 2, tt.Used())

	tt.Clear()
	_, ok = tt.Probe(0x1234)
	assert.False(t, ok)
	assert.Equal(t, 0, tt.Used())
}

// TestTTReplacement: a bucket holds two positions; a third replaces the
// shallower one, and an entry of an earlier search goes before any of the
// current one.
func TestTTReplacement(t *testing.T) {
	tt, err := NewTT[uint8](8) // 4 buckets
	require.NoError(t, err)
	a, b, c, d := uint64(0x10), uint64(0x20), uint64(0x30), uint64(0x40) // all in bucket 0
	tt.Store(a, TTEntry[uint8]{Move: 1, HasMove: true, Value: 0, Depth: 5, Bound: BoundExact})
	tt.Store(b, TTEntry[uint8]{Move: 2, HasMove: true, Value: 0, Depth: 3, Bound: BoundExact})
	tt.Store(c, TTEntry[uint8]{Move: 3, HasMove: true, Value: 0, Depth: 4, Bound: BoundExact}) // replaces b, the shallower
	_, okA := tt.Probe(a)
	_, okB := tt.Probe(b)
	_, okC := tt.Probe(c)
	assert.Equal(t, []bool{true, false, true}, []bool{okA, okB, okC})

	tt.NewSearch()
	tt.Store(d, TTEntry[uint8]{Move: 4, HasMove: true, Value: 0, Depth: 1, Bound: BoundExact}) // replaces c: both old, c shallower
	tt.Store(b, TTEntry[uint8]{Move: 2, HasMove: true, Value: 0, Depth: 1, Bound: BoundExact}) // replaces a: old beats deep
	_, okA = tt.Probe(a)
	_, okB = tt.Probe(b)
	_, okC = tt.Probe(c)
	_, okD := tt.Probe(d)
	assert.Equal(t, []bool{false, true, false, true}, []bool{okA, okB, okC, okD})
	assert.Equal(t, 2, tt.Used())
}

func TestTTAllocatesNothing(t *testing.T) {
	tt, err := NewTT[uint16](1 << 10)
	require.NoError(t, err)
	key := uint64(1)
	allocs := testing.AllocsPerRun(100, func() {
		for i := 0; i < 100; i++ {
			key = key*6364136223846793005 + 1442695040888963407
			tt.Store(key, TTEntry[uint16]{Move: uint16(i), HasMove: true, Value: int32(i), Depth: i % 20, Bound: BoundExact})
			tt.Probe(key ^ 1)
		}
	})
	assert.Zero(t, allocs)
}

// BenchmarkTTStoreProbe is one store and two probes (a hit and a likely
// miss) in a 1 MB table.
func BenchmarkTTStoreProbe(b *testing.B) {
	tt, err := NewTT[uint16](1 << 16)
	require.NoError(b, err)
	key := uint64(1)
	hits := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		key = key*6364136223846793005 + 1442695040888963407
		tt.Store(key, TTEntry[uint16]{Move: uint16(i), HasMove: true, Value: int32(i), Depth: i & 15, Bound: BoundExact})
		if _, ok := tt.Probe(key); ok {
			hits++
		}
		if _, ok := tt.Probe(key ^ 0xff00); ok {
			hits++
		}
	}
	if hits < b.N {
		b.Fatalf("a stored key was not found: %d hits in %d", hits, b.N)
	}
}
