package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"botcup/bundle"
)

// bundleBot runs `botcup bundle GAME|PKG [-o FILE]`: the bot as one
// standalone source file, dist/GAME.go by default, vetted under go 1.21.
func (c *cli) bundleBot(args []string) error {
	fs := newFlags("bundle")
	out := fs.String("o", "", "output file (default dist/GAME.go under the module root)")
	pos, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("usage: botcup bundle GAME|PKG [-o FILE]")
	}
	root, err := bundle.ModuleRoot(".")
	if err != nil {
		return err
	}
	bots := map[string]string{}
	for _, g := range c.games {
		bots[g.Name] = g.Bot
	}
	target := bundle.Resolve(pos[0], bots)
	res, err := bundle.Build(bundle.Config{Package: target.Package, Dir: root,
		Bot: target.Bot, Commit: bundle.GitCommit(root), Time: time.Now()})
	if err != nil {
		return err
	}
	path := *out
	if path == "" {
		path = filepath.Join(root, filepath.FromSlash(target.Output))
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	if err := fenceOff(filepath.Dir(path), root); err != nil {
		return err
	}
	if err := os.WriteFile(path, res.Source, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(c.stdout, "%s: %d bytes (the contest's limit on a source file: %d); inlined %d packages (%s); %d generics made plain, %d left generic; %d declarations kept, %d dropped\n",
		path, len(res.Source), bundle.MaxSize, len(res.Inlined), strings.Join(res.Inlined, ", "), len(res.Plain), len(res.Generic), res.Kept, res.Dropped)
	return nil
}

// distModule is the go.mod written beside bundles inside the module tree. It
// makes their folder a module of its own, so `go build ./...` and `go vet
// ./...` of botcup skip the bundles (each is a package main of its own).
const distModule = "// Bundled bots; build each alone: go build GAME.go\nmodule dist\n\ngo 1.21\n"

// fenceOff writes distModule into dir when dir lies inside the module at root
// and holds no go.mod yet.
func fenceOff(dir, root string) error {
	rel, err := filepath.Rel(root, dir)
	if err != nil || rel == "." || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return nil
	}
	mod := filepath.Join(dir, "go.mod")
	if _, err := os.Stat(mod); err == nil {
		return nil
	}
	return os.WriteFile(mod, []byte(distModule), 0o644)
}
