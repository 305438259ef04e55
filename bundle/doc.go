// Package bundle turns a bot's main package and every non-standard package it
// imports into one standalone Go source file: package main, standard-library
// imports only, buildable with `go build` in an empty directory and under a
// go.mod pinned to go 1.21, as contests that accept a single file require.
//
// It offers:
//
//   - [Bundle] and [Build]: load the bot with golang.org/x/tools/go/packages,
//     check it can be bundled, inline its packages in dependency order, and
//     return the gofmt'ed file ([Build] also says what it did in a [Result]).
//   - [Config]: which package, from which module directory, the header
//     fields (bot, commit, time, Go version) and the size limit.
//   - [BuildBinaries]: the bot built twice, normally and from its bundle
//     pinned to go 1.21, so tests can check both print the same moves and
//     bench node counts.
//   - [Resolve], [ModuleRoot], [GitCommit]: what the
//     `botcup bundle GAME|PKG` command needs (target package, from the
//     games' registrations; dist/ path, module root, commit for the
//     header).
//   - [Refusal]: the error for code the bundle cannot reproduce faithfully,
//     naming the place (file:line): a non-standard import it cannot inline,
//     init(), dot-imports, renamed imports, cgo, build-tagged files, a
//     three-clause loop variable that escapes an iteration and is assigned
//     or addressed (go 1.21 would share it), an output over [MaxSize].
//
// What the output keeps and changes:
//
//   - Top-level names keep their spelling unless two packages clash, a name
//     is predeclared or a standard package name, or a local variable at a use
//     would shadow it; then the name gets its package as a prefix (ds_List).
//   - An unexported method name declared in two packages gets its package
//     as a prefix (a_area), so no type of one package comes to satisfy an
//     interface of the other.
//   - Declarations the bot never reaches from main are dropped; methods of
//     reached types are kept; a const group is kept whole (iota).
//   - A generic function or type instantiated with one set of type arguments
//     becomes plain code under its own name (type parameters substituted, a
//     generic struct's methods become plain methods), so constraint-only
//     packages such as golang.org/x/exp/constraints vanish. A generic used
//     with several argument sets stays generic, and the constraint interfaces
//     it names are inlined with it.
//   - Doc comments and //go: directives of kept declarations stay in place.
//   - A loop variable captured by a closure or addressed gets a copy at the
//     start of the loop body (v := v), so it keeps its go 1.22 meaning when
//     the file is built under go 1.21.
package bundle
