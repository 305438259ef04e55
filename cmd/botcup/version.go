package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"maps"
	"runtime/debug"
	"slices"

	"botcup/game"
)

// version is this botcup's version as a coordinator and its workers
// compare it: the module's commit (vcs.revision of the build, "+dirty"
// for a tree with changes, "devel" for a build without version control
// information, such as a test binary) and a hash of the games it judges
// (each registered game's name, kind, judge options and reference
// players), so that two builds of one commit agree and a build whose
// judges differ does not. Decision: the commit alone would refuse nothing
// between two different dirty trees, and a hash of the binary would
// refuse the same source built by another Go or on another machine; the
// games' hash catches a worker whose judges differ in what they offer, the
// commit one whose rules changed within them.
func (c *cli) version() string {
	rev := "devel"
	if info, ok := debug.ReadBuildInfo(); ok {
		var dirty bool
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value[:min(12, len(s.Value))]
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
		if dirty {
			rev += "+dirty"
		}
	}
	h := sha256.New()
	for _, g := range c.games {
		kind := "two-player"
		if g.NewPuzzle != nil {
			kind = "puzzle"
		}
		fmt.Fprintf(h, "%s\n%s\n%s\n%v\n", g.Name, kind, optionNames(g), slices.Sorted(maps.Keys(g.Players)))
	}
	return fmt.Sprintf("%s (games %s)", rev, hex.EncodeToString(h.Sum(nil))[:8])
}

// optionNames are the names of a game's judge options, as it registers them.
func optionNames(g game.Registration) []string {
	names := make([]string, len(g.Options))
	for i, o := range g.Options {
		names[i] = o.Name
	}
	return names
}
