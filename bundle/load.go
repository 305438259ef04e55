package bundle

import (
	"errors"
	"fmt"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/packages"
)

// program is the bot as loaded: the packages to inline, in dependency order
// with the main package last, each with syntax and type information.
type program struct {
	fset    *token.FileSet
	dir     string
	pkgs    []*packages.Package
	byTypes map[*types.Package]*packages.Package
	// cannotInline maps an import path to why it cannot be inlined.
	cannotInline map[string]string
	// inserts are texts to add, such as copies of loop variables.
	inserts []insertion
}

const shapeMode = packages.NeedName | packages.NeedImports | packages.NeedDeps |
	packages.NeedModule | packages.NeedFiles | packages.NeedEmbedFiles

const fullMode = packages.NeedName | packages.NeedImports | packages.NeedFiles |
	packages.NeedCompiledGoFiles | packages.NeedTypes | packages.NeedSyntax |
	packages.NeedTypesInfo | packages.NeedModule

// load finds the main package's non-standard import closure, then loads
// those packages from source (the standard library from export data).
func load(cfg Config) (*program, error) {
	dir, err := filepath.Abs(cfg.Dir)
	if err != nil {
		return nil, fmt.Errorf("bundle: %w", err)
	}
	env := append(os.Environ(), cfg.Env...)
	shape, err := packages.Load(&packages.Config{Mode: shapeMode, Dir: dir, Env: env}, cfg.Package)
	if err != nil {
		return nil, fmt.Errorf("bundle: loading %s: %w", cfg.Package, err)
	}
	if len(shape) != 1 {
		return nil, fmt.Errorf("bundle: %s matches %d packages, want one main package", cfg.Package, len(shape))
	}
	if shape[0].Name != "main" && len(shape[0].Errors) == 0 {
		return nil, fmt.Errorf("bundle: %s is package %s, not a main package", shape[0].PkgPath, shape[0].Name)
	}
	if err := packageErrors(dir, shape); err != nil {
		return nil, err
	}
	var paths []string
	var inline []*packages.Package
	cannot := map[string]string{}
	packages.Visit(shape, nil, func(p *packages.Package) {
		if isStandard(p) {
			return
		}
		paths = append(paths, p.PkgPath)
		inline = append(inline, p)
		if why := whyNotInlinable(p); why != "" {
			cannot[p.PkgPath] = why
		}
	})
	if err := fileRefusals(dir, inline, cannot); err != nil {
		return nil, err
	}

	fset := token.NewFileSet()
	full, err := packages.Load(&packages.Config{Mode: fullMode, Dir: dir, Env: env, Fset: fset}, paths...)
	if err != nil {
		return nil, fmt.Errorf("bundle: loading %s: %w", cfg.Package, err)
	}
	byPath := map[string]*packages.Package{}
	for _, p := range full {
		byPath[p.PkgPath] = p
	}
	prog := &program{fset: fset, dir: dir, byTypes: map[*types.Package]*packages.Package{}, cannotInline: cannot}
	for _, path := range paths {
		p := byPath[path]
		if p == nil {
			return nil, fmt.Errorf("bundle: package %s vanished between two loads", path)
		}
		prog.pkgs = append(prog.pkgs, p)
		if p.Types != nil {
			prog.byTypes[p.Types] = p
		}
	}
	return prog, nil
}

// typeErrors reports the first errors of the fully loaded packages.
func (prog *program) typeErrors() error {
	return packageErrors(prog.dir, prog.pkgs)
}

// packageErrors joins the errors of pkgs and their dependencies, each
// once, positions relative to dir. The go command's summary of compile
// errors ("# pkg" and the same errors again) is left out when the errors
// themselves are there.
func packageErrors(dir string, pkgs []*packages.Package) error {
	var all []packages.Error
	detailed := false
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			all = append(all, e)
			detailed = detailed || e.Kind == packages.TypeError || e.Kind == packages.ParseError
		}
	})
	var errs []error
	seen := map[string]bool{}
	for _, e := range all {
		if detailed && strings.HasPrefix(e.Msg, "# ") {
			continue
		}
		msg := e.Msg
		if e.Pos != "" && e.Pos != "-" {
			pos := e.Pos
			if rel, err := filepath.Rel(dir, pos); err == nil && !strings.HasPrefix(rel, "..") {
				pos = rel
			}
			msg = pos + ": " + msg
		}
		if !seen[msg] {
			seen[msg] = true
			errs = append(errs, errors.New("bundle: "+msg))
		}
	}
	return errors.Join(errs...)
}

// isStandard reports whether p belongs to the standard library: it comes
// from no module.
func isStandard(p *packages.Package) bool {
	return p.Module == nil && !strings.Contains(strings.Split(p.PkgPath, "/")[0], ".")
}

// whyNotInlinable says why the source of p cannot be pasted into one file,
// or "" if it can.
func whyNotInlinable(p *packages.Package) string {
	switch {
	case len(p.OtherFiles) > 0:
		return "it has non-Go files (" + baseNames(p.OtherFiles) + ")"
	case len(p.EmbedFiles) > 0:
		return "it embeds files with //go:embed (" + baseNames(p.EmbedFiles) + ")"
	}
	return ""
}

func baseNames(files []string) string {
	names := make([]string, len(files))
	for i, f := range files {
		names[i] = filepath.Base(f)
	}
	return strings.Join(names, ", ")
}

// where is pos as file:line, the file relative to the module directory when
// it lies inside it.
func (prog *program) where(pos token.Pos) string {
	return where(prog.dir, prog.fset.Position(pos))
}

func where(dir string, p token.Position) string {
	if rel, err := filepath.Rel(dir, p.Filename); err == nil && !strings.HasPrefix(rel, "..") {
		p.Filename = rel
	}
	return fmt.Sprintf("%s:%d", p.Filename, p.Line)
}
