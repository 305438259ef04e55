package bundle

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/packages"
)

// Refusal is the error for code the bundle will not reproduce faithfully.
// Where names the place as file:line (the file relative to the module
// directory), or the package when there is no single line.
type Refusal struct {
	Where  string
	Reason string
}

func (r *Refusal) Error() string { return "bundle: " + r.Where + ": " + r.Reason }

// fileRefusals checks the files of the packages to inline (those excluded
// by build constraints too) for what needs no type information: build
// constraints, cgo, dot-imports, renamed imports, and imports of packages
// that cannot be inlined (cannot maps their paths to why).
func fileRefusals(dir string, pkgs []*packages.Package, cannot map[string]string) error {
	fset := token.NewFileSet()
	var errs []error
	refuse := func(pos token.Pos, reason string) {
		errs = append(errs, &Refusal{Where: where(dir, fset.Position(pos)), Reason: reason})
	}
	for _, p := range pkgs {
		files := append(append([]string(nil), p.GoFiles...), p.IgnoredFiles...)
		for i, name := range files {
			f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly|parser.ParseComments)
			if err != nil {
				return fmt.Errorf("bundle: %w", err)
			}
			if !checkImports(f, cannot, refuse) && !checkConstraint(f, refuse) && i >= len(p.GoFiles) {
				refuse(f.Package, "file excluded from the build by its name: the bundle would drop the constraint")
			}
		}
	}
	return errors.Join(errs...)
}

// ignoredTag is the build tag of files that belong to no build (generators
// run with go run): they are left out of the bundle without a refusal.
const ignoredTag = "//go:build ignore"

// checkConstraint refuses a //go:build line and reports whether the file
// has one (a file tagged ignore is not refused).
func checkConstraint(f *ast.File, refuse func(token.Pos, string)) bool {
	for _, cg := range f.Comments {
		if cg.Pos() >= f.Package {
			break
		}
		for _, c := range cg.List {
			if strings.TrimSpace(c.Text) == ignoredTag {
				return true
			}
			if strings.HasPrefix(c.Text, "//go:build") || strings.HasPrefix(c.Text, "// +build") {
				refuse(c.Pos(), "build-tagged file ("+c.Text+"): the bundle would drop the constraint")
				return true
			}
		}
	}
	return false
}

// checkImports refuses cgo, dot-imports, renamed imports and imports that
// cannot be inlined, and reports whether the file uses cgo.
func checkImports(f *ast.File, cannot map[string]string, refuse func(token.Pos, string)) (cgo bool) {
	for _, spec := range f.Imports {
		path, _ := strconv.Unquote(spec.Path.Value)
		switch {
		case path == "C":
			refuse(spec.Pos(), `cgo (import "C") cannot be bundled`)
			cgo = true
			continue
		case spec.Name != nil && spec.Name.Name == ".":
			refuse(spec.Pos(), "dot-import of "+spec.Path.Value)
		case spec.Name != nil:
			refuse(spec.Pos(), "renamed import "+spec.Name.Name+" "+spec.Path.Value)
		}
		if why, ok := cannot[path]; ok {
			refuse(spec.Pos(), "import "+spec.Path.Value+" cannot be inlined: "+why)
		}
	}
	return cgo
}

// refusals checks the loaded packages for what needs type information:
// init functions and loop variables whose meaning changed in go 1.22.
func (prog *program) refusals() error {
	var errs []error
	refuse := func(pos token.Pos, reason string) {
		errs = append(errs, &Refusal{Where: prog.where(pos), Reason: reason})
	}
	for _, p := range prog.pkgs {
		for _, f := range p.Syntax {
			prog.checkFile(p, f, refuse)
		}
	}
	return errors.Join(errs...)
}

func (prog *program) checkFile(p *packages.Package, f *ast.File, refuse func(token.Pos, string)) {
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Name.Name == "init" {
			refuse(fd.Pos(), "init() in "+p.PkgPath+": bundled, it would run after every package's variables are initialised")
		}
	}
	if p.TypesInfo != nil {
		prog.loopVars(p, f, refuse)
	}
}

// rootIdent is the variable an addressable operand x lives in (v in &v,
// &v.f for a struct v, &v[i] for an array v), or nil.
func rootIdent(info *types.Info, x ast.Expr) *ast.Ident {
	for {
		switch e := x.(type) {
		case *ast.Ident:
			return e
		case *ast.SelectorExpr:
			if _, ok := info.TypeOf(e.X).Underlying().(*types.Struct); !ok {
				return nil
			}
			x = e.X
		case *ast.IndexExpr:
			if _, ok := info.TypeOf(e.X).Underlying().(*types.Array); !ok {
				return nil
			}
			x = e.X
		case *ast.ParenExpr:
			x = e.X
		default:
			return nil
		}
	}
}
