package bundle

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/packages"
)

// decl is one unit the bundle keeps or drops: a function or method, a type
// spec, a var spec, or a whole const group (whose iota and implicit
// repetitions depend on every line).
type decl struct {
	pkg  *packages.Package
	file *ast.File
	gen  *ast.GenDecl // the enclosing group; nil for functions
	node ast.Node     // *ast.FuncDecl, *ast.TypeSpec, *ast.ValueSpec or the const *ast.GenDecl
	// objs are the top-level names it declares (none for a method).
	objs []types.Object
	// tparams are the type parameters to substitute: a generic function's,
	// a generic type's, or a method's receiver type parameters.
	tparams *types.TypeParamList
	// owner is the decl whose instantiations this one follows: the
	// receiver type for a method, itself otherwise.
	owner   *decl
	methods []*decl
	// sideEffects marks a var spec whose initialiser calls a function: it
	// is kept even if nothing refers to it.
	sideEffects bool

	// Decided by the passes:
	instances map[string][]types.Type // on owners: distinct instantiations by key
	instKeys  []string                // their keys in discovery order
	generic   bool                    // on owners: stays generic in the output
	reached   bool
}

// isGeneric reports whether d has type parameters to substitute.
func (d *decl) isGeneric() bool { return d.tparams.Len() > 0 }

// mono is the substitution of d's type parameters in the output: its single
// instantiation, or nil if d is not generic or stays generic.
func (d *decl) mono() map[*types.TypeParam]types.Type {
	o := d.owner
	if !d.isGeneric() || o.generic || len(o.instKeys) != 1 {
		return nil
	}
	return bind(d.tparams, o.instances[o.instKeys[0]])
}

// bind maps each type parameter to its argument.
func bind(tps *types.TypeParamList, args []types.Type) map[*types.TypeParam]types.Type {
	m := make(map[*types.TypeParam]types.Type, tps.Len())
	for i := 0; i < tps.Len(); i++ {
		m[tps.At(i)] = args[i]
	}
	return m
}

// index builds the decls of every package to inline, keyed by the objects
// they declare (methods included), in output order.
func (prog *program) index() (all []*decl, byObj map[types.Object]*decl) {
	byObj = map[types.Object]*decl{}
	typeOf := map[*types.TypeName]*decl{}
	var methods []*decl
	add := func(d *decl) {
		d.owner = d
		all = append(all, d)
		for _, o := range d.objs {
			byObj[o] = d
		}
	}
	for _, p := range prog.pkgs {
		info := p.TypesInfo
		for _, f := range p.Syntax {
			for _, fd := range f.Decls {
				switch fd := fd.(type) {
				case *ast.FuncDecl:
					fn, _ := info.Defs[fd.Name].(*types.Func)
					if fn == nil {
						continue
					}
					sig := fn.Type().(*types.Signature)
					d := &decl{pkg: p, file: f, node: fd}
					if fd.Recv == nil {
						d.objs = []types.Object{fn}
						d.tparams = sig.TypeParams()
						add(d)
						continue
					}
					d.tparams = sig.RecvTypeParams()
					add(d)
					byObj[fn] = d
					methods = append(methods, d)
				case *ast.GenDecl:
					prog.indexGen(p, f, fd, add, typeOf)
				}
			}
		}
	}
	for _, m := range methods {
		fn := m.pkg.TypesInfo.Defs[m.node.(*ast.FuncDecl).Name].(*types.Func)
		if td := typeOf[receiverTypeName(fn)]; td != nil {
			m.owner = td
			td.methods = append(td.methods, m)
		}
	}
	return all, byObj
}

func (prog *program) indexGen(p *packages.Package, f *ast.File, g *ast.GenDecl, add func(*decl), typeOf map[*types.TypeName]*decl) {
	info := p.TypesInfo
	switch g.Tok {
	case token.CONST:
		d := &decl{pkg: p, file: f, gen: g, node: g}
		for _, s := range g.Specs {
			for _, id := range s.(*ast.ValueSpec).Names {
				if obj := info.Defs[id]; obj != nil && id.Name != "_" {
					d.objs = append(d.objs, obj)
				}
			}
		}
		add(d)
	case token.VAR:
		for _, s := range g.Specs {
			vs := s.(*ast.ValueSpec)
			d := &decl{pkg: p, file: f, gen: g, node: vs, sideEffects: callsFunction(info, vs.Values)}
			for _, id := range vs.Names {
				if obj := info.Defs[id]; obj != nil && id.Name != "_" {
					d.objs = append(d.objs, obj)
				}
			}
			add(d)
		}
	case token.TYPE:
		for _, s := range g.Specs {
			ts := s.(*ast.TypeSpec)
			tn, _ := info.Defs[ts.Name].(*types.TypeName)
			if tn == nil {
				continue
			}
			d := &decl{pkg: p, file: f, gen: g, node: ts, objs: []types.Object{tn}}
			if named, ok := tn.Type().(*types.Named); ok {
				d.tparams = named.TypeParams()
			}
			add(d)
			typeOf[tn] = d
		}
	}
}

// receiverTypeName is the declared type a method belongs to.
func receiverTypeName(fn *types.Func) *types.TypeName {
	t := fn.Type().(*types.Signature).Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Origin().Obj()
	}
	return nil
}

// callsFunction reports whether any of exprs calls a function (conversions
// and builtins do not count): such an initialiser may have side effects.
func callsFunction(info *types.Info, exprs []ast.Expr) bool {
	calls := false
	for _, e := range exprs {
		ast.Inspect(e, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok || calls {
				return !calls
			}
			if tv, ok := info.Types[c.Fun]; ok && (tv.IsType() || tv.IsBuiltin()) {
				return true
			}
			calls = true
			return false
		})
	}
	return calls
}
