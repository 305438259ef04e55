package bundle

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// Binaries are a bot built twice, for equivalence checks: as the module
// builds it, and from its bundle alone in a module pinned to go 1.21.
type Binaries struct {
	Program string // the normal build
	Bundled string // the bundle's build
	Result  *Result
}

// BuildBinaries bundles the bot cfg names and builds both binaries into
// dir (which must exist). Run both on the same input: equivalent bots print
// the same moves and, on `bench`, the same node counts.
func BuildBinaries(cfg Config, dir string) (*Binaries, error) {
	res, err := Build(cfg)
	if err != nil {
		return nil, err
	}
	cfg = cfg.withDefaults()
	bins := &Binaries{Program: filepath.Join(dir, "program"), Bundled: filepath.Join(dir, "bundled"), Result: res}
	src := filepath.Join(dir, "bundle-src")
	if err := os.MkdirAll(src, 0o755); err != nil {
		return nil, fmt.Errorf("bundle: %w", err)
	}
	if err := os.WriteFile(filepath.Join(src, "go.mod"), []byte(goModPinned), 0o644); err != nil {
		return nil, fmt.Errorf("bundle: %w", err)
	}
	if err := os.WriteFile(filepath.Join(src, "main.go"), res.Source, 0o644); err != nil {
		return nil, fmt.Errorf("bundle: %w", err)
	}
	if err := goBuild(cfg, cfg.Dir, bins.Program, cfg.Package); err != nil {
		return nil, err
	}
	if err := goBuild(cfg, src, bins.Bundled, "."); err != nil {
		return nil, err
	}
	return bins, nil
}

// goBuild runs `go build -o out pkg` in dir.
func goBuild(cfg Config, dir, out, pkg string) error {
	cmd := exec.Command(cfg.GoCommand, "build", "-o", out, pkg)
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), cfg.Env...), "GOTOOLCHAIN=local")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("bundle: go build %s in %s: %v\n%s", pkg, dir, err, msg)
	}
	return nil
}
