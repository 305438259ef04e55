package bundle

import (
	"go/types"
	"sort"
	"strconv"
	"strings"
)

// assignNames names the imported standard packages and every kept top-level
// object. The main package's objects claim their names first, then the
// other packages' in dependency order; a name already taken, predeclared, a
// standard package's, or shadowed by a local at one of the object's uses
// gets the package name as a prefix (ds_List), then a number.
func (b *bundler) assignNames() {
	taken := map[string]bool{}
	for _, n := range types.Universe.Names() {
		taken[n] = true
	}
	for _, p := range b.stdPackages() {
		name := p.Name()
		if taken[name] {
			name = strings.NewReplacer("/", "_", ".", "_", "-", "_").Replace(p.Path())
		}
		name = fresh(name, taken)
		b.std[p] = name
		taken[name] = true
	}
	n := len(b.prog.pkgs)
	order := append([]int{n - 1}, make([]int, 0, n-1)...)
	for i := 0; i < n-1; i++ {
		order = append(order, i)
	}
	for _, i := range order {
		p := b.prog.pkgs[i]
		for _, d := range b.all {
			if d.pkg != p || !d.reached {
				continue
			}
			for _, obj := range d.objs {
				name := obj.Name()
				if taken[name] || b.shadowed(obj, name) {
					name = p.Name + "_" + obj.Name()
				}
				for k := 2; taken[name] || b.shadowed(obj, name); k++ {
					name = p.Name + "_" + obj.Name() + strconv.Itoa(k)
				}
				b.names[obj] = name
				taken[name] = true
			}
		}
	}
}

// fresh is name, or name with the smallest number suffix not taken.
func fresh(name string, taken map[string]bool) string {
	if !taken[name] {
		return name
	}
	for k := 2; ; k++ {
		if n := name + strconv.Itoa(k); !taken[n] {
			return n
		}
	}
}

// shadowed reports whether a local declaration named name is in scope at
// one of the places obj is named, so that naming obj so there would refer
// to the local instead.
func (b *bundler) shadowed(obj types.Object, name string) bool {
	for _, s := range b.sites[obj] {
		pkgScope := s.pkg.Types.Scope()
		inner := pkgScope.Innermost(s.ref.pos)
		if inner == nil {
			continue
		}
		scope, found := inner.LookupParent(name, s.ref.pos)
		if found == nil || scope == pkgScope || scope == types.Universe || scope.Parent() == pkgScope {
			continue
		}
		if found != obj {
			return true
		}
	}
	return false
}

// stdPackages are the imported standard packages sorted by path.
func (b *bundler) stdPackages() []*types.Package {
	ps := make([]*types.Package, 0, len(b.std))
	for p := range b.std {
		ps = append(ps, p)
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].Path() < ps[j].Path() })
	return ps
}

// nameOf is the output name of a top-level object.
func (b *bundler) nameOf(obj types.Object) string {
	obj = origin(obj)
	if n, ok := b.names[obj]; ok {
		return n
	}
	return obj.Name()
}
