package bundle

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/packages"
)

// bundler holds one run: the loaded program, its declarations, and what the
// passes decided about them.
type bundler struct {
	cfg    Config
	prog   *program
	all    []*decl
	byObj  map[types.Object]*decl
	byNode map[ast.Node]*decl
	ctxt   *types.Context
	refs   map[*decl][]ref
	sites  map[types.Object][]site
	names  map[types.Object]string
	std    map[*types.Package]string
	// clashes are the unexported method names declared in more than one
	// inlined package.
	clashes map[string]bool
}

// site is a place where a top-level object is named, in package pkg.
type site struct {
	pkg *packages.Package
	ref ref
}

func newBundler(cfg Config, prog *program) *bundler {
	b := &bundler{cfg: cfg, prog: prog, ctxt: types.NewContext(),
		byNode: map[ast.Node]*decl{}, refs: map[*decl][]ref{},
		sites: map[types.Object][]site{}, names: map[types.Object]string{},
		std: map[*types.Package]string{}}
	b.all, b.byObj = prog.index()
	for _, d := range b.all {
		b.byNode[d.node] = d
	}
	b.clashes = methodClashes(prog)
	return b
}

// methodClashes finds the unexported method names (of types or interfaces)
// declared in more than one package: merged into one package, a type of
// one would satisfy an interface of the other.
func methodClashes(prog *program) map[string]bool {
	where := map[string]*types.Package{}
	clashes := map[string]bool{}
	for _, p := range prog.pkgs {
		for _, obj := range p.TypesInfo.Defs {
			fn, ok := obj.(*types.Func)
			if !ok || fn.Exported() || fn.Type().(*types.Signature).Recv() == nil {
				continue
			}
			if q, ok := where[fn.Name()]; ok && q != fn.Pkg() {
				clashes[fn.Name()] = true
			}
			where[fn.Name()] = fn.Pkg()
		}
	}
	return clashes
}

// clashingMethod reports whether fn is an unexported method, of an inlined
// package, whose name another inlined package also declares.
func (b *bundler) clashingMethod(fn *types.Func) bool {
	return !fn.Exported() && b.clashes[fn.Name()] && fn.Pkg() != nil && b.prog.byTypes[fn.Pkg()] != nil &&
		fn.Type().(*types.Signature).Recv() != nil
}

// origin is the declared object behind an instantiated function or field.
func origin(obj types.Object) types.Object {
	switch o := obj.(type) {
	case *types.Func:
		return o.Origin()
	case *types.Var:
		return o.Origin()
	}
	return obj
}

// isTopLevel reports whether obj is declared at package level in a package
// being inlined.
func (b *bundler) isTopLevel(obj types.Object) bool {
	if obj == nil || obj.Pkg() == nil || b.prog.byTypes[obj.Pkg()] == nil {
		return false
	}
	obj = origin(obj)
	return obj.Parent() == obj.Pkg().Scope()
}

// declOf is the declaration of a top-level object or method, or nil.
func (b *bundler) declOf(obj types.Object) *decl {
	if obj == nil {
		return nil
	}
	return b.byObj[origin(obj)]
}

// plain reports whether d is generic and becomes plain code.
func (b *bundler) plain(d *decl) bool { return d.isGeneric() && !d.owner.generic }

// roots are the declarations kept whatever refers to them: main, and var
// specs whose initialisers call functions (they may have side effects).
func (b *bundler) roots() []*decl {
	var roots []*decl
	mainPkg := b.prog.pkgs[len(b.prog.pkgs)-1]
	if d := b.declOf(mainPkg.Types.Scope().Lookup("main")); d != nil {
		roots = append(roots, d)
	}
	for _, d := range b.all {
		if d.sideEffects {
			roots = append(roots, d)
		}
	}
	return roots
}

// instantiate finds every instantiation reachable from the roots, as if
// every generic became plain code: the instances of each generic owner.
func (b *bundler) instantiate() {
	type item struct {
		d    *decl
		args []types.Type
	}
	var queue []item
	seen := map[*decl]map[string]bool{}
	var push func(d *decl, args []types.Type)
	push = func(d *decl, args []types.Type) {
		if d == nil {
			return
		}
		key := ""
		if d.isGeneric() {
			if len(args) != d.tparams.Len() {
				return
			}
			key = instanceKey(args)
		}
		if seen[d] == nil {
			seen[d] = map[string]bool{}
		}
		if seen[d][key] {
			return
		}
		seen[d][key] = true
		if d.owner == d && d.isGeneric() {
			if d.instances == nil {
				d.instances = map[string][]types.Type{}
			}
			d.instances[key] = args
			d.instKeys = append(d.instKeys, key)
		}
		queue = append(queue, item{d, args})
		for _, m := range d.methods {
			push(m, args)
		}
	}
	mark := func(t types.Type) {
		walkType(t, func(u types.Type) bool {
			if n, ok := u.(*types.Named); ok && b.isTopLevel(n.Obj()) {
				push(b.declOf(n.Obj()), typeList(n.TypeArgs()))
			}
			return true
		})
	}
	for _, d := range b.roots() {
		push(d, nil)
	}
	for len(queue) > 0 {
		it := queue[0]
		queue = queue[1:]
		var smap map[*types.TypeParam]types.Type
		if it.d.isGeneric() {
			smap = bind(it.d.tparams, it.args)
		}
		for _, r := range b.walk(it.d, smap, false) {
			switch r.kind {
			case refName, refInstance:
				push(b.declOf(r.obj), r.args)
				for _, a := range r.args {
					mark(a)
				}
			case refTypeParam:
				mark(r.typ)
			}
		}
	}
}

// typeList is l as a slice (nil when empty).
func typeList(l *types.TypeList) []types.Type {
	if l.Len() == 0 {
		return nil
	}
	ts := make([]types.Type, l.Len())
	for i := range ts {
		ts[i] = l.At(i)
	}
	return ts
}

// decide chooses, for each generic, plain code (one instantiation) or
// generic code (several, none, or one naming a function-local type). A
// generic that stays generic keeps generic whatever it instantiates with its
// own type parameters.
func (b *bundler) decide() {
	var owners []*decl
	for _, d := range b.all {
		if d.owner != d || !d.isGeneric() {
			continue
		}
		d.generic = len(d.instKeys) != 1
		if !d.generic {
			for _, a := range d.instances[d.instKeys[0]] {
				d.generic = d.generic || isLocalType(a)
			}
		}
		if len(d.instKeys) > 0 {
			owners = append(owners, d)
		}
	}
	for changed := true; changed; {
		changed = false
		for _, o := range owners {
			if !o.generic {
				continue
			}
			for _, part := range append([]*decl{o}, o.methods...) {
				for _, r := range b.walk(part, nil, true) {
					if r.kind != refName && r.kind != refInstance {
						continue
					}
					t := b.declOf(r.obj)
					if t == nil || !t.isGeneric() || t.owner.generic || !anyTypeParam(r.args) {
						continue
					}
					t.owner.generic = true
					changed = true
				}
			}
		}
	}
}

func anyTypeParam(ts []types.Type) bool {
	for _, t := range ts {
		if mentionsTypeParam(t) {
			return true
		}
	}
	return false
}

// reach marks the declarations the output keeps, given the decisions,
// records their refs, the places each object is named, and the standard
// packages the output imports.
func (b *bundler) reach() {
	var queue []*decl
	push := func(d *decl) {
		if d == nil || d.reached {
			return
		}
		d.reached = true
		queue = append(queue, d)
	}
	mark := func(t types.Type) {
		walkType(t, func(u types.Type) bool {
			if n, ok := u.(*types.Named); ok && b.isTopLevel(n.Obj()) {
				push(b.declOf(n.Obj()))
			}
			return true
		})
	}
	for _, d := range b.roots() {
		push(d)
	}
	for len(queue) > 0 {
		d := queue[0]
		queue = queue[1:]
		for _, m := range d.methods {
			push(m)
		}
		smap := d.mono()
		refs := b.walk(d, smap, d.isGeneric() && smap == nil)
		b.refs[d] = refs
		for _, r := range refs {
			switch r.kind {
			case refName, refInstance:
				push(b.declOf(r.obj))
				for _, a := range r.args {
					mark(a)
				}
				obj := origin(r.obj)
				b.sites[obj] = append(b.sites[obj], site{pkg: d.pkg, ref: r})
			case refEmbedded:
				push(b.declOf(r.obj))
			case refTypeParam:
				mark(r.typ)
				b.useStdIn(r.typ)
				b.addTypeSites(d, r)
			case refStd:
				b.useStd(r.pkg)
			}
		}
	}
}

// addTypeSites records the top-level types a substituted type parameter
// names as named at its place, so that no local there shadows them.
func (b *bundler) addTypeSites(d *decl, r ref) {
	walkType(r.typ, func(u types.Type) bool {
		if n, ok := u.(*types.Named); ok && b.isTopLevel(n.Obj()) {
			obj := origin(n.Obj())
			b.sites[obj] = append(b.sites[obj], site{pkg: d.pkg, ref: r})
		}
		return true
	})
}

// useStd records that the output imports p.
func (b *bundler) useStd(p *types.Package) {
	if _, ok := b.std[p]; !ok {
		b.std[p] = p.Name()
	}
}

// useStdIn records the standard packages a printed t names.
func (b *bundler) useStdIn(t types.Type) {
	walkType(t, func(u types.Type) bool {
		switch u := u.(type) {
		case *types.Named:
			if p := u.Obj().Pkg(); p != nil && b.prog.byTypes[p] == nil {
				b.useStd(p)
			}
		case *types.Basic:
			if u.Kind() == types.UnsafePointer {
				b.useStd(types.Unsafe)
			}
		}
		return true
	})
}
