package bundle

import (
	"go/types"
	"strings"
)

// subst replaces type parameters in t by their arguments in m; named types
// with substituted arguments are instantiated again in ctxt.
func subst(ctxt *types.Context, m map[*types.TypeParam]types.Type, t types.Type) types.Type {
	if len(m) == 0 || !mentionsTypeParam(t) {
		return t
	}
	s := substituter{ctxt: ctxt, m: m}
	return s.typ(t)
}

type substituter struct {
	ctxt *types.Context
	m    map[*types.TypeParam]types.Type
}

func (s substituter) typ(t types.Type) types.Type {
	switch t := t.(type) {
	case *types.TypeParam:
		if r, ok := s.m[t]; ok {
			return r
		}
		return t
	case *types.Alias:
		return s.typ(types.Unalias(t))
	case *types.Pointer:
		return types.NewPointer(s.typ(t.Elem()))
	case *types.Slice:
		return types.NewSlice(s.typ(t.Elem()))
	case *types.Array:
		return types.NewArray(s.typ(t.Elem()), t.Len())
	case *types.Map:
		return types.NewMap(s.typ(t.Key()), s.typ(t.Elem()))
	case *types.Chan:
		return types.NewChan(t.Dir(), s.typ(t.Elem()))
	case *types.Signature:
		return types.NewSignatureType(nil, nil, nil, s.tuple(t.Params()), s.tuple(t.Results()), t.Variadic())
	case *types.Struct:
		fields := make([]*types.Var, t.NumFields())
		tags := make([]string, t.NumFields())
		for i := range fields {
			f := t.Field(i)
			fields[i] = types.NewField(f.Pos(), f.Pkg(), f.Name(), s.typ(f.Type()), f.Embedded())
			tags[i] = t.Tag(i)
		}
		return types.NewStruct(fields, tags)
	case *types.Interface:
		methods := make([]*types.Func, t.NumExplicitMethods())
		for i := range methods {
			m := t.ExplicitMethod(i)
			methods[i] = types.NewFunc(m.Pos(), m.Pkg(), m.Name(), s.typ(m.Type()).(*types.Signature))
		}
		embeddeds := make([]types.Type, t.NumEmbeddeds())
		for i := range embeddeds {
			embeddeds[i] = s.typ(t.EmbeddedType(i))
		}
		return types.NewInterfaceType(methods, embeddeds).Complete()
	case *types.Union:
		terms := make([]*types.Term, t.Len())
		for i := range terms {
			terms[i] = types.NewTerm(t.Term(i).Tilde(), s.typ(t.Term(i).Type()))
		}
		return types.NewUnion(terms)
	case *types.Named:
		args := t.TypeArgs()
		if args.Len() == 0 {
			return t
		}
		sub := make([]types.Type, args.Len())
		for i := range sub {
			sub[i] = s.typ(args.At(i))
		}
		inst, err := types.Instantiate(s.ctxt, t.Origin(), sub, false)
		if err != nil {
			return t
		}
		return inst
	}
	return t
}

func (s substituter) tuple(t *types.Tuple) *types.Tuple {
	vars := make([]*types.Var, t.Len())
	for i := range vars {
		v := t.At(i)
		vars[i] = types.NewParam(v.Pos(), v.Pkg(), v.Name(), s.typ(v.Type()))
	}
	return types.NewTuple(vars...)
}

// mentionsTypeParam reports whether t contains a type parameter.
func mentionsTypeParam(t types.Type) bool {
	found := false
	walkType(t, func(u types.Type) bool {
		if _, ok := u.(*types.TypeParam); ok {
			found = true
		}
		return !found
	})
	return found
}

// walkType calls f on t and, while f returns true, on the types t is made
// of: elements, fields, parameters, type arguments. It does not enter the
// declarations of named types, so it terminates.
func walkType(t types.Type, f func(types.Type) bool) {
	if !f(t) {
		return
	}
	switch t := t.(type) {
	case *types.Alias:
		walkType(types.Unalias(t), f)
	case *types.Pointer:
		walkType(t.Elem(), f)
	case *types.Slice:
		walkType(t.Elem(), f)
	case *types.Array:
		walkType(t.Elem(), f)
	case *types.Map:
		walkType(t.Key(), f)
		walkType(t.Elem(), f)
	case *types.Chan:
		walkType(t.Elem(), f)
	case *types.Signature:
		walkTuple(t.Params(), f)
		walkTuple(t.Results(), f)
	case *types.Struct:
		for i := 0; i < t.NumFields(); i++ {
			walkType(t.Field(i).Type(), f)
		}
	case *types.Interface:
		for i := 0; i < t.NumExplicitMethods(); i++ {
			walkType(t.ExplicitMethod(i).Type(), f)
		}
		for i := 0; i < t.NumEmbeddeds(); i++ {
			walkType(t.EmbeddedType(i), f)
		}
	case *types.Union:
		for i := 0; i < t.Len(); i++ {
			walkType(t.Term(i).Type(), f)
		}
	case *types.Named:
		args := t.TypeArgs()
		for i := 0; i < args.Len(); i++ {
			walkType(args.At(i), f)
		}
	}
}

func walkTuple(t *types.Tuple, f func(types.Type) bool) {
	for i := 0; i < t.Len(); i++ {
		walkType(t.At(i).Type(), f)
	}
}

// instanceKey identifies a list of type arguments: identical types give
// identical keys.
func instanceKey(args []types.Type) string {
	parts := make([]string, len(args))
	for i, a := range args {
		parts[i] = types.TypeString(a, func(p *types.Package) string { return p.Path() })
	}
	return strings.Join(parts, ", ")
}

// isLocalType reports whether t names a type declared inside a function,
// which a top-level declaration cannot name.
func isLocalType(t types.Type) bool {
	local := false
	walkType(t, func(u types.Type) bool {
		if n, ok := u.(*types.Named); ok {
			obj := n.Obj()
			if obj.Pkg() != nil && obj.Parent() != obj.Pkg().Scope() {
				local = true
			}
		}
		return !local
	})
	return local
}
