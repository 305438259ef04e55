// Package failing holds a benchmark that fails, for the test that `make
// bench` reports a failure.
package failing

import "testing"

func BenchmarkFails(b *testing.B) { b.Fatal("this benchmark fails on purpose") }
