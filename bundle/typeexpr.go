package bundle

import (
	"go/types"
	"strconv"
	"strings"
)

// typeExpr is Go source for t as the output names it: inlined types under
// their new names (with type arguments only when they stay generic),
// standard types qualified by their import name.
func (b *bundler) typeExpr(t types.Type) string {
	var sb strings.Builder
	b.writeType(&sb, t)
	return sb.String()
}

func (b *bundler) writeType(sb *strings.Builder, t types.Type) {
	switch t := t.(type) {
	case *types.Alias:
		if t.Obj().Pkg() == nil {
			sb.WriteString(t.Obj().Name())
			return
		}
		b.writeType(sb, types.Unalias(t))
	case *types.Basic:
		if t.Kind() == types.UnsafePointer {
			sb.WriteString(b.std[types.Unsafe] + ".Pointer")
			return
		}
		sb.WriteString(t.Name())
	case *types.Pointer:
		sb.WriteString("*")
		b.writeType(sb, t.Elem())
	case *types.Slice:
		sb.WriteString("[]")
		b.writeType(sb, t.Elem())
	case *types.Array:
		sb.WriteString("[" + strconv.FormatInt(t.Len(), 10) + "]")
		b.writeType(sb, t.Elem())
	case *types.Map:
		sb.WriteString("map[")
		b.writeType(sb, t.Key())
		sb.WriteString("]")
		b.writeType(sb, t.Elem())
	case *types.Chan:
		b.writeChan(sb, t)
	case *types.Signature:
		sb.WriteString("func")
		b.writeSignature(sb, t)
	case *types.Struct:
		b.writeStruct(sb, t)
	case *types.Interface:
		b.writeInterface(sb, t)
	case *types.Union:
		for i := 0; i < t.Len(); i++ {
			if i > 0 {
				sb.WriteString(" | ")
			}
			if t.Term(i).Tilde() {
				sb.WriteString("~")
			}
			b.writeType(sb, t.Term(i).Type())
		}
	case *types.TypeParam:
		sb.WriteString(t.Obj().Name())
	case *types.Named:
		b.writeNamed(sb, t)
	default:
		sb.WriteString(types.TypeString(t, nil))
	}
}

func (b *bundler) writeNamed(sb *strings.Builder, t *types.Named) {
	obj := t.Obj()
	switch {
	case obj.Pkg() == nil:
		sb.WriteString(obj.Name())
		return
	case b.isTopLevel(obj):
		sb.WriteString(b.nameOf(obj))
		if d := b.declOf(obj); d != nil && !d.owner.generic {
			return
		}
	case b.prog.byTypes[obj.Pkg()] != nil:
		sb.WriteString(obj.Name())
	default:
		sb.WriteString(b.std[obj.Pkg()] + "." + obj.Name())
	}
	if args := t.TypeArgs(); args.Len() > 0 {
		sb.WriteString("[")
		for i := 0; i < args.Len(); i++ {
			if i > 0 {
				sb.WriteString(", ")
			}
			b.writeType(sb, args.At(i))
		}
		sb.WriteString("]")
	}
}

func (b *bundler) writeChan(sb *strings.Builder, t *types.Chan) {
	paren := false
	switch t.Dir() {
	case types.SendRecv:
		sb.WriteString("chan ")
		if c, ok := t.Elem().(*types.Chan); ok && c.Dir() == types.RecvOnly {
			paren = true
		}
	case types.SendOnly:
		sb.WriteString("chan<- ")
	case types.RecvOnly:
		sb.WriteString("<-chan ")
	}
	if paren {
		sb.WriteString("(")
	}
	b.writeType(sb, t.Elem())
	if paren {
		sb.WriteString(")")
	}
}

func (b *bundler) writeSignature(sb *strings.Builder, s *types.Signature) {
	b.writeTuple(sb, s.Params(), s.Variadic())
	res := s.Results()
	switch {
	case res.Len() == 1 && res.At(0).Name() == "":
		sb.WriteString(" ")
		b.writeType(sb, res.At(0).Type())
	case res.Len() > 0:
		sb.WriteString(" ")
		b.writeTuple(sb, res, false)
	}
}

func (b *bundler) writeTuple(sb *strings.Builder, t *types.Tuple, variadic bool) {
	sb.WriteString("(")
	for i := 0; i < t.Len(); i++ {
		if i > 0 {
			sb.WriteString(", ")
		}
		v := t.At(i)
		if v.Name() != "" {
			sb.WriteString(v.Name() + " ")
		}
		if variadic && i == t.Len()-1 {
			sb.WriteString("...")
			b.writeType(sb, v.Type().(*types.Slice).Elem())
			continue
		}
		b.writeType(sb, v.Type())
	}
	sb.WriteString(")")
}

func (b *bundler) writeStruct(sb *strings.Builder, t *types.Struct) {
	sb.WriteString("struct{")
	for i := 0; i < t.NumFields(); i++ {
		if i > 0 {
			sb.WriteString("; ")
		}
		f := t.Field(i)
		if !f.Embedded() {
			sb.WriteString(f.Name() + " ")
		}
		b.writeType(sb, f.Type())
		if tag := t.Tag(i); tag != "" {
			sb.WriteString(" " + strconv.Quote(tag))
		}
	}
	sb.WriteString("}")
}

func (b *bundler) writeInterface(sb *strings.Builder, t *types.Interface) {
	if t.NumExplicitMethods() == 0 && t.NumEmbeddeds() == 0 {
		sb.WriteString("interface{}")
		return
	}
	sb.WriteString("interface{")
	for i := 0; i < t.NumExplicitMethods(); i++ {
		if i > 0 {
			sb.WriteString("; ")
		}
		m := t.ExplicitMethod(i)
		sb.WriteString(m.Name())
		b.writeSignature(sb, m.Type().(*types.Signature))
	}
	for i := 0; i < t.NumEmbeddeds(); i++ {
		if i > 0 || t.NumExplicitMethods() > 0 {
			sb.WriteString("; ")
		}
		b.writeType(sb, t.EmbeddedType(i))
	}
	sb.WriteString("}")
}
