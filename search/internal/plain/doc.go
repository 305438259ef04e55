// Package plain is search's alpha-beta engine on toy Connect-4 as plain
// code, without type parameters, to measure what they cost: the benchmarks
// here time the same search by the generic engine (BenchmarkGeneric) and by
// this copy (BenchmarkPlain), and a test checks that both search exactly
// alike (nodes, values, moves, PVs, table use).
//
// The copy is generated, never edited: engine_gen.go is the bundle of
// ./testdata/connect4, made a library (the bundler turns each generic used
// with one set of type arguments into plain code, as in a bot's bundle).
// TestEngineGenIsCurrent fails when the file differs from what the bundler
// makes of the engine now; `go generate ./search/internal/plain` remakes it.
package plain

//go:generate go test . -run TestEngineGenIsCurrent -update
