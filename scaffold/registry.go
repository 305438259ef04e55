package scaffold

import (
	"errors"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"sort"
	"strconv"
)

// RegistryFile is the registry of games, from the module's root: the
// function registrations, one line per game, each importing its judge.
const RegistryFile = "cmd/botcup/games.go"

// ErrNoRegistry is Register's error for a file without the registry's
// shape: an import block and a function registrations returning a slice
// literal.
var ErrNoRegistry = errors.New("not botcup's registry (an import block and func registrations() returning []game.Registration{...})")

// Register adds game name to the registry src (RegistryFile's text): the
// import of its judge as <name>judge and <name>judge.Registration() in
// registrations' list, in the order of the names; gofmt'd. A game listed
// already is ErrExists.
func Register(src []byte, name string) ([]byte, error) {
	if err := CheckName(name); err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, RegistryFile, src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	alias, pkg := name+"judge", "botcup/"+name+"/judge"
	var imports *ast.GenDecl
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT && g.Rparen.IsValid() {
			imports = g
		}
	}
	list := registryList(f)
	if imports == nil || list == nil {
		return nil, ErrNoRegistry
	}
	for _, s := range f.Imports {
		if p, _ := strconv.Unquote(s.Path.Value); p == pkg || (s.Name != nil && s.Name.Name == alias) {
			return nil, fmt.Errorf("game %s: %w in the registry", name, ErrExists)
		}
	}
	entry := alias + ".Registration()"
	// The entry goes before the first one that sorts after it, or last.
	at := list.Rbrace
	i := sort.Search(len(list.Elts), func(i int) bool {
		return string(src[fset.Position(list.Elts[i].Pos()).Offset:fset.Position(list.Elts[i].End()).Offset]) > entry
	})
	if i < len(list.Elts) {
		at = list.Elts[i].Pos()
	}
	// The list lies after the imports: inserting its line first keeps the
	// imports' offset.
	out := insertLine(src, fset, at, entry+",")
	out = insertLine(out, fset, imports.Rparen, alias+" "+strconv.Quote(pkg))
	return format.Source(out)
}

// registryList is the slice literal registrations returns, or nil.
func registryList(f *ast.File) *ast.CompositeLit {
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Name.Name != "registrations" || fn.Body == nil {
			continue
		}
		for _, st := range fn.Body.List {
			if ret, ok := st.(*ast.ReturnStmt); ok && len(ret.Results) == 1 {
				if lit, ok := ret.Results[0].(*ast.CompositeLit); ok {
					return lit
				}
			}
		}
	}
	return nil
}

// insertLine inserts line as a line of its own before the line of src
// that holds pos (gofmt indents it).
func insertLine(src []byte, fset *token.FileSet, pos token.Pos, line string) []byte {
	p := fset.Position(pos)
	start := p.Offset - (p.Column - 1)
	out := make([]byte, 0, len(src)+len(line)+1)
	out = append(out, src[:start]...)
	out = append(out, line...)
	out = append(out, '\n')
	return append(out, src[start:]...)
}
