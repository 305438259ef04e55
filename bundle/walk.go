package bundle

import (
	"go/ast"
	"go/token"
	"go/types"
)

// refKind says what an edit of the source does.
type refKind int

const (
	// refDefine is a top-level name being declared.
	refDefine refKind = iota
	// refName is a use of a top-level object, qualified (pkg.X) or not.
	refName
	// refInstance is X[args] for a generic that becomes plain code.
	refInstance
	// refTypeParam is a type parameter of a declaration that becomes plain
	// code; it is replaced by its argument.
	refTypeParam
	// refEmbedded is the name of an embedded field whose type is renamed.
	refEmbedded
	// refStd is the package name in a qualified standard-library reference.
	refStd
	// refDrop is text to delete: a type parameter list, a receiver's type
	// arguments.
	refDrop
	// refMethod is an unexported method name that two packages use: it
	// gets its package as a prefix, so that no type of one package
	// satisfies an interface of the other.
	refMethod
)

// ref is one place in a declaration the bundle may have to rewrite, with
// what it refers to.
type ref struct {
	kind     refKind
	pos, end token.Pos
	// obj is the top-level object (refDefine, refName, refInstance), the
	// type name of an embedded field (refEmbedded), or the method
	// (refMethod).
	obj types.Object
	// args are the type arguments when obj is an instantiated generic.
	args []types.Type
	// typ is the argument replacing a type parameter (refTypeParam).
	typ types.Type
	// paren asks for parentheses around a type that is not a plain name.
	paren bool
	pkg   *types.Package // refStd
}

// walker lists the refs of one declaration under one substitution.
type walker struct {
	b    *bundler
	d    *decl
	info *types.Info
	// smap substitutes the type parameters of a declaration that becomes
	// plain code; nil otherwise.
	smap map[*types.TypeParam]types.Type
	// keepTParams keeps type parameter lists (and walks the constraints in
	// them) for a declaration that stays generic.
	keepTParams bool
	refs        []ref
}

// walk returns the refs of d, substituting smap (nil: no substitution) and
// keeping type parameter lists if keep.
func (b *bundler) walk(d *decl, smap map[*types.TypeParam]types.Type, keep bool) []ref {
	w := &walker{b: b, d: d, info: d.pkg.TypesInfo, smap: smap, keepTParams: keep}
	switch n := d.node.(type) {
	case *ast.FuncDecl:
		if n.Recv != nil {
			w.receiver(n.Recv.List[0].Type)
			w.method(n.Name, w.info.Defs[n.Name])
		} else {
			w.define(n.Name)
		}
		w.tparamList(n.Type.TypeParams)
		w.visit(n.Type.Params)
		if n.Type.Results != nil {
			w.visit(n.Type.Results)
		}
		if n.Body != nil {
			w.visit(n.Body)
		}
	case *ast.TypeSpec:
		w.define(n.Name)
		w.tparamList(n.TypeParams)
		w.visit(n.Type)
	case *ast.ValueSpec:
		w.valueSpec(n)
	case *ast.GenDecl:
		for _, s := range n.Specs {
			w.valueSpec(s.(*ast.ValueSpec))
		}
	}
	return w.refs
}

func (w *walker) valueSpec(vs *ast.ValueSpec) {
	for _, id := range vs.Names {
		w.define(id)
	}
	if vs.Type != nil {
		w.visit(vs.Type)
	}
	for _, v := range vs.Values {
		w.visit(v)
	}
}

func (w *walker) add(r ref) { w.refs = append(w.refs, r) }

func (w *walker) define(id *ast.Ident) {
	if obj := w.info.Defs[id]; obj != nil && id.Name != "_" {
		w.add(ref{kind: refDefine, pos: id.Pos(), end: id.End(), obj: obj})
	}
}

// receiver renames the receiver's base type and, when the method becomes
// plain code, drops its type arguments (*List[T] becomes *List).
func (w *walker) receiver(t ast.Expr) {
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	var base ast.Expr
	var lbrack, rbrack token.Pos
	switch x := t.(type) {
	case *ast.IndexExpr:
		base, lbrack, rbrack = x.X, x.Lbrack, x.Rbrack
	case *ast.IndexListExpr:
		base, lbrack, rbrack = x.X, x.Lbrack, x.Rbrack
	default:
		w.visit(t)
		return
	}
	if id, ok := base.(*ast.Ident); ok {
		w.add(ref{kind: refName, pos: id.Pos(), end: id.End(), obj: w.info.Uses[id]})
	}
	if !w.keepTParams {
		w.add(ref{kind: refDrop, pos: lbrack, end: rbrack + 1})
	}
}

// tparamList drops a type parameter list or, for a declaration that stays
// generic, walks its constraints.
func (w *walker) tparamList(fl *ast.FieldList) {
	if fl == nil {
		return
	}
	if w.keepTParams {
		w.visit(fl)
		return
	}
	w.add(ref{kind: refDrop, pos: fl.Opening, end: fl.Closing + 1})
}

func (w *walker) visit(n ast.Node) { w.visitIn(n, nil) }

func (w *walker) visitIn(n ast.Node, stack []ast.Node) {
	ast.PreorderStack(n, stack, w.node)
}

func (w *walker) node(n ast.Node, stack []ast.Node) bool {
	switch n := n.(type) {
	case *ast.IndexExpr:
		return w.index(n, n.X)
	case *ast.IndexListExpr:
		return w.index(n, n.X)
	case *ast.SelectorExpr:
		w.selector(n, stack)
		return false
	case *ast.Ident:
		w.ident(n, stack)
	}
	return true
}

// index handles X[args]: an instantiation of a generic that becomes plain
// code is replaced whole by its name.
func (w *walker) index(n ast.Expr, x ast.Expr) bool {
	id := w.genericName(x)
	if id == nil {
		return true
	}
	inst, ok := w.info.Instances[id]
	if !ok {
		return true
	}
	obj := w.info.Uses[id]
	target := w.b.byObj[obj]
	if target == nil || !w.b.plain(target) {
		return true
	}
	w.add(ref{kind: refInstance, pos: n.Pos(), end: n.End(), obj: obj, args: w.typeArgs(inst)})
	return false
}

// genericName is the identifier naming a declared object in x (X or pkg.X).
func (w *walker) genericName(x ast.Expr) *ast.Ident {
	switch x := x.(type) {
	case *ast.Ident:
		return x
	case *ast.SelectorExpr:
		if q, ok := x.X.(*ast.Ident); ok {
			if _, ok := w.info.Uses[q].(*types.PkgName); ok {
				return x.Sel
			}
		}
	}
	return nil
}

func (w *walker) selector(n *ast.SelectorExpr, stack []ast.Node) {
	if q, ok := n.X.(*ast.Ident); ok {
		if pn, ok := w.info.Uses[q].(*types.PkgName); ok {
			if w.b.prog.byTypes[pn.Imported()] != nil {
				w.use(n.Sel, n.Pos(), n.End())
			} else {
				w.add(ref{kind: refStd, pos: q.Pos(), end: q.End(), pkg: pn.Imported()})
			}
			return
		}
	}
	w.visitIn(n.X, append(stack[:len(stack):len(stack)], n))
	switch o := w.info.Uses[n.Sel].(type) {
	case *types.Var:
		if o.Embedded() {
			w.embedded(n.Sel, o)
		}
	case *types.Func:
		w.method(n.Sel, o)
	}
}

// method records a method name (declared, in an interface, or selected)
// that must be renamed because another package has an unexported method
// of the same name.
func (w *walker) method(id *ast.Ident, obj types.Object) {
	if fn, ok := obj.(*types.Func); ok && w.b.clashingMethod(fn) {
		w.add(ref{kind: refMethod, pos: id.Pos(), end: id.End(), obj: fn})
	}
}

func (w *walker) ident(id *ast.Ident, stack []ast.Node) {
	obj := w.info.Uses[id]
	switch o := obj.(type) {
	case nil:
		w.method(id, w.info.Defs[id]) // an interface's method
		return
	case *types.TypeName:
		if tp, ok := o.Type().(*types.TypeParam); ok {
			if arg, ok := w.smap[tp]; ok {
				w.add(ref{kind: refTypeParam, pos: id.Pos(), end: id.End(), typ: arg, paren: needsParen(stack, id)})
			}
			return
		}
	case *types.Var:
		if o.Embedded() {
			w.embedded(id, o)
			return
		}
	}
	if w.b.isTopLevel(obj) {
		w.use(id, id.Pos(), id.End())
	}
}

// use records a reference to the top-level object id names, spanning
// [pos, end) (the whole of pkg.X when qualified).
func (w *walker) use(id *ast.Ident, pos, end token.Pos) {
	r := ref{kind: refName, pos: pos, end: end, obj: w.info.Uses[id]}
	if inst, ok := w.info.Instances[id]; ok {
		r.args = w.typeArgs(inst)
	}
	w.add(r)
}

// embedded records the name of an embedded field whose type is declared in
// an inlined package: it follows the type's new name.
func (w *walker) embedded(id *ast.Ident, field *types.Var) {
	t := types.Unalias(field.Type())
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	if n, ok := t.(*types.Named); ok && w.b.isTopLevel(n.Obj()) {
		w.add(ref{kind: refEmbedded, pos: id.Pos(), end: id.End(), obj: n.Origin().Obj()})
	}
}

// typeArgs are inst's type arguments under the walker's substitution.
func (w *walker) typeArgs(inst types.Instance) []types.Type {
	args := make([]types.Type, inst.TypeArgs.Len())
	for i := range args {
		args[i] = subst(w.b.ctxt, w.smap, inst.TypeArgs.At(i))
	}
	return args
}

// needsParen reports whether a type put in place of id must be
// parenthesised: id is converted with (T(x)) or has a method taken (T.M).
func needsParen(stack []ast.Node, id *ast.Ident) bool {
	if len(stack) == 0 {
		return false
	}
	switch p := stack[len(stack)-1].(type) {
	case *ast.CallExpr:
		return p.Fun == id
	case *ast.SelectorExpr:
		return p.X == id
	}
	return false
}
