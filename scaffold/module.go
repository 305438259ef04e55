package scaffold

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Module is the module path the skeleton's imports name.
const Module = "botcup"

// ErrNoModule is ModuleRoot's error when no folder above holds botcup's
// go.mod.
var ErrNoModule = errors.New("not inside the botcup module (no go.mod with `module botcup` here or above)")

// ModuleRoot is the folder of the go.mod that declares module botcup, at
// dir or above it (a go.mod of another module on the way, such as the
// bundles' dist/go.mod, is passed by).
func ModuleRoot(dir string) (string, error) {
	start, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for dir = start; ; {
		if text, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil && modulePath(text) == Module {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("%s: %w", start, ErrNoModule)
		}
		dir = parent
	}
}

// modulePath is the path a go.mod's module line declares, or "".
func modulePath(gomod []byte) string {
	sc := bufio.NewScanner(bytes.NewReader(gomod))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if rest, ok := strings.CutPrefix(line, "module"); ok && (rest == "" || rest[0] == ' ' || rest[0] == '\t') {
			rest, _, _ = strings.Cut(strings.TrimSpace(rest), "//")
			rest = strings.TrimSpace(rest)
			if p, err := strconv.Unquote(rest); err == nil {
				return p
			}
			return rest
		}
	}
	return ""
}
