package bundle

import (
	"errors"
	"runtime"
	"time"
)

// MaxSize is the contest's limit on a submitted source file, in bytes:
// "De maximale grootte van het bestand is 1.474.560 bytes" (CodeCup's
// technical rules, quoted in the README), 1440 KiB, a 3.5-inch floppy disk.
const MaxSize = 1474560

// Config says what to bundle and what the header records.
type Config struct {
	// Package is the bot's main package as the go command takes it:
	// an import path ("botcup/GAME/cmd/GAME") or a relative path
	// ("./GAME/cmd/GAME"), resolved in Dir. Required.
	Package string
	// Dir is the directory the go command runs in, normally the module
	// root. Empty means the current directory.
	Dir string
	// Env is added to the environment of the go command (GOFLAGS=..., ...).
	Env []string
	// Bot names the bot in the header; empty means the last element of the
	// main package's import path.
	Bot string
	// Commit is the source commit recorded in the header; empty means
	// "unknown".
	Commit string
	// Time is when the file was made, recorded in UTC; the zero time is
	// recorded as "unknown" so that output is reproducible.
	Time time.Time
	// GoVersion is the Go version recorded in the header; empty means the
	// version of the toolchain running the bundler (runtime.Version()).
	GoVersion string
	// MaxSize is the largest output accepted, in bytes; 0 means [MaxSize].
	MaxSize int
	// SkipVerify skips the final check that the output passes `go vet`
	// in a scratch module pinned to go 1.21 (which also compiles it).
	SkipVerify bool
	// GoCommand is the go binary used for verification; empty means "go".
	GoCommand string
}

// ErrNoPackage is returned when Config.Package is empty.
var ErrNoPackage = errors.New("bundle: no package given")

// withDefaults returns c with its empty fields filled in.
func (c Config) withDefaults() Config {
	if c.Commit == "" {
		c.Commit = "unknown"
	}
	if c.GoVersion == "" {
		c.GoVersion = runtime.Version()
	}
	if c.MaxSize == 0 {
		c.MaxSize = MaxSize
	}
	if c.GoCommand == "" {
		c.GoCommand = "go"
	}
	return c
}
