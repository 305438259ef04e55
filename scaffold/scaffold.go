package scaffold

import (
	"embed"
	"errors"
	"fmt"
	"go/format"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
)

// skeleton holds the templates of a new game's files, at the paths they
// take in its folder (with gamename for the game's name) and ".tmpl"
// added.
//
//go:embed skeleton
var skeleton embed.FS

// The words the templates write for the game's name, and capitalised.
const (
	placeholder      = "gamename"
	titlePlaceholder = "Gamename"
)

// Errors of New.
var (
	ErrBadName = errors.New("a game's name is a lower-case Go identifier: a letter a-z, then letters a-z and digits")
	ErrExists  = errors.New("already exists")
)

var nameSyntax = regexp.MustCompile(`^[a-z][a-z0-9]*$`)

// reserved are names a game may not take although they are identifiers:
// the folders the toolchain or botcup treat specially, and the packages
// the skeleton imports, whose names the game's would hide.
var reserved = map[string]bool{"main": true, "testdata": true, "vendor": true, "internal": true, "bin": true, "dist": true,
	"arena": true, "arenatest": true, "game": true, "turn": true, "search": true, "searchtest": true, "duel": true, "draw": true, "judge": true, "view": true,
	"assert": true, "require": true, "embed": true, "errors": true, "fmt": true, "io": true, "os": true, "strconv": true,
	"strings": true, "testing": true, "time": true}

// CheckName says why name cannot be a game's name (its folder, package and
// command), or nil.
func CheckName(name string) error {
	switch {
	case !nameSyntax.MatchString(name):
		return fmt.Errorf("%q: %w", name, ErrBadName)
	case token.IsKeyword(name):
		return fmt.Errorf("%q is a Go keyword: %w", name, ErrBadName)
	case reserved[name]:
		return fmt.Errorf("%q is the name of a folder Go or botcup treat specially, or of a package the game imports: %w", name, ErrBadName)
	}
	return nil
}

// File is a file of a new game: its path from the module's root and its
// text.
type File struct {
	Path string
	Text []byte
}

// Files are the skeleton of game name: every file of its folder, gofmt'd.
func Files(name string) ([]File, error) {
	if err := CheckName(name); err != nil {
		return nil, err
	}
	title := strings.ToUpper(name[:1]) + name[1:]
	var files []File
	err := fs.WalkDir(skeleton, "skeleton", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		tmpl, err := skeleton.ReadFile(p)
		if err != nil {
			return err
		}
		text := []byte(strings.ReplaceAll(strings.ReplaceAll(string(tmpl), titlePlaceholder, title), placeholder, name))
		rel := strings.ReplaceAll(strings.TrimSuffix(strings.TrimPrefix(p, "skeleton/"), ".tmpl"), placeholder, name)
		if path.Ext(rel) == ".go" {
			if text, err = format.Source(text); err != nil {
				return fmt.Errorf("skeleton %s: %w", p, err)
			}
		}
		files = append(files, File{Path: path.Join(name, rel), Text: text})
		return nil
	})
	return files, err
}

// Created is what New made: the files written, from the module's root.
type Created struct {
	Files    []string
	Registry string
}

// New writes game name's skeleton into root/name and adds its line to
// root's registry (cmd/botcup/games.go). It refuses a bad name, a folder
// that exists and a game the registry lists already, before it writes
// anything.
func New(root, name string) (Created, error) {
	var c Created
	files, err := Files(name)
	if err != nil {
		return c, err
	}
	dir := filepath.Join(root, name)
	if _, err := os.Lstat(dir); err == nil {
		return c, fmt.Errorf("%s: %w (choose another name, or remove it)", dir, ErrExists)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return c, err
	}
	registry := filepath.Join(root, filepath.FromSlash(RegistryFile))
	src, err := os.ReadFile(registry)
	if err != nil {
		return c, err
	}
	listed, err := Register(src, name)
	if err != nil {
		return c, fmt.Errorf("%s: %w", registry, err)
	}
	for _, f := range files {
		p := filepath.Join(root, filepath.FromSlash(f.Path))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return c, err
		}
		if err := os.WriteFile(p, f.Text, 0o644); err != nil {
			return c, err
		}
		c.Files = append(c.Files, f.Path)
	}
	if err := os.WriteFile(registry, listed, 0o644); err != nil {
		return c, err
	}
	c.Registry = RegistryFile
	return c, nil
}
