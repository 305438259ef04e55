package bundle

import (
	"errors"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
)

// Target is what `botcup bundle GAME|PKG` bundles and where it writes.
type Target struct {
	// Bot is the name in the header: the game, or the package's last
	// element.
	Bot string
	// Package is the main package to bundle, as Config.Package takes it.
	Package string
	// Output is the file to write, relative to the module root:
	// dist/BOT.go.
	Output string
}

// Resolve turns a command-line argument into a Target: a game name, a key
// of bots, means its bot (the package bots names: "./GAME/cmd/GAME"),
// anything else is a package path.
func Resolve(arg string, bots map[string]string) Target {
	if pkg, ok := bots[arg]; ok && pkg != "" {
		return Target{Bot: arg, Package: pkg, Output: path.Join("dist", arg+".go")}
	}
	bot := path.Base(strings.TrimRight(filepath.ToSlash(arg), "/"))
	return Target{Bot: bot, Package: arg, Output: path.Join("dist", bot+".go")}
}

// ErrNoModule is returned by ModuleRoot outside any module.
var ErrNoModule = errors.New("bundle: no go.mod in this directory or above")

// ModuleRoot is the nearest directory at or above dir holding a go.mod.
func ModuleRoot(dir string) (string, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", ErrNoModule
		}
		dir = parent
	}
}

// GitCommit is the commit checked out in dir, abbreviated, with "-dirty"
// when the work tree has changes; "unknown" when git cannot tell.
func GitCommit(dir string) string {
	out, err := exec.Command("git", "-C", dir, "rev-parse", "--short=12", "HEAD").Output()
	if err != nil {
		return "unknown"
	}
	commit := strings.TrimSpace(string(out))
	status, err := exec.Command("git", "-C", dir, "status", "--porcelain", "--untracked-files=no").Output()
	if err == nil && len(strings.TrimSpace(string(status))) > 0 {
		commit += "-dirty"
	}
	return commit
}
