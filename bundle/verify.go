package bundle

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// goModPinned is the go.mod of the scratch module the output is vetted in:
// pinned to go 1.21, the oldest language version a contest may run.
const goModPinned = "module bundled\n\ngo 1.21\n"

// verify runs `go vet` on src alone in a scratch module pinned to go 1.21,
// which compiles it too.
func verify(cfg Config, src []byte) error {
	dir, err := os.MkdirTemp("", "bundle-verify-")
	if err != nil {
		return fmt.Errorf("bundle: %w", err)
	}
	defer os.RemoveAll(dir)
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(goModPinned), 0o644); err != nil {
		return fmt.Errorf("bundle: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "main.go"), src, 0o644); err != nil {
		return fmt.Errorf("bundle: %w", err)
	}
	cmd := exec.Command(cfg.GoCommand, "vet", ".")
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), cfg.Env...), "GOWORK=off", "GOTOOLCHAIN=local", "GOFLAGS=-mod=mod")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("bundle: the output fails go vet under go 1.21: %v\n%s", err, out)
	}
	return nil
}
