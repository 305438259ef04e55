package main

import (
	"fmt"
	"strings"

	"botcup/scaffold"
)

// newGame runs `botcup new NAME`: a new game's skeleton in NAME/ under the
// module's root, and its line in the registry (games.go).
func (c *cli) newGame(args []string) error {
	fs := newFlags("new")
	pos, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("usage: botcup new NAME (one name, not %d arguments)", len(pos))
	}
	if err := scaffold.CheckName(pos[0]); err != nil {
		return usageError{err.Error()}
	}
	root, err := scaffold.ModuleRoot(".")
	if err != nil {
		return err
	}
	made, err := scaffold.New(root, pos[0])
	if err != nil {
		return err
	}
	name := pos[0]
	fmt.Fprintf(c.stdout, "%s: %d files in %s/ and its line in %s:\n  %s\n", name, len(made.Files), name, made.Registry, strings.Join(made.Files, "\n  "))
	fmt.Fprintf(c.stdout, "next, from %s:\n", root)
	steps := [][2]string{
		{"go test ./" + name + "/...", "the stub passes its kits: keep them green as you go"},
		{"go build -o bin/ ./...", "bin/" + name + ", and bin/botcup that knows " + name},
		{"TODO(" + name + ")", "where the contest's rules replace the stub's; docs/new-game.md walks the way to a bundle"},
	}
	width := 0
	for _, s := range steps {
		width = max(width, len(s[0]))
	}
	for _, s := range steps {
		fmt.Fprintf(c.stdout, "  %-*s  %s\n", width, s[0], s[1])
	}
	return nil
}
