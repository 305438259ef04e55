package bundle

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/packages"
)

// insertion is text the output adds at pos.
type insertion struct {
	pos  token.Pos
	text string
}

// loopVars keeps the go 1.22 meaning of loop variables in a bundle that
// must also build under go 1.21, where one variable is shared by all
// iterations. A loop variable that outlives an iteration (a closure
// captures it, or its address is taken) gets a copy at the start of the
// body (v := v), which is exactly the go 1.22 meaning for a range loop, and
// for a three-clause loop whose body never assigns the variable. A
// three-clause loop variable that escapes and is assigned in the body, or
// whose address is taken, is refused.
func (prog *program) loopVars(p *packages.Package, f *ast.File, refuse func(token.Pos, string)) {
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ForStmt:
			if as, ok := n.Init.(*ast.AssignStmt); ok && as.Tok == token.DEFINE {
				prog.loop(p, as.Lhs, n.Body, true, refuse)
			}
		case *ast.RangeStmt:
			if n.Tok == token.DEFINE {
				prog.loop(p, []ast.Expr{n.Key, n.Value}, n.Body, false, refuse)
			}
		}
		return true
	})
}

func (prog *program) loop(p *packages.Package, lhs []ast.Expr, body *ast.BlockStmt, threeClause bool, refuse func(token.Pos, string)) {
	info := p.TypesInfo
	var names []string
	vars := map[types.Object]string{}
	for _, e := range lhs {
		if id, ok := e.(*ast.Ident); ok && id.Name != "_" {
			if obj := info.Defs[id]; obj != nil {
				vars[obj] = id.Name
			}
		}
	}
	captured := map[types.Object]*ast.Ident{}
	addressed := map[types.Object]*ast.Ident{}
	assigned := map[types.Object]bool{}
	note := func(m map[types.Object]*ast.Ident, x ast.Expr) {
		if id, ok := x.(*ast.Ident); ok {
			if obj := info.Uses[id]; vars[obj] != "" && m[obj] == nil {
				m[obj] = id
			}
		}
	}
	var visit func(n ast.Node, inClosure bool)
	visit = func(n ast.Node, inClosure bool) {
		ast.Inspect(n, func(m ast.Node) bool {
			switch m := m.(type) {
			case *ast.FuncLit:
				if !inClosure {
					visit(m.Body, true)
					return false
				}
			case *ast.Ident:
				if inClosure {
					note(captured, m)
				}
			case *ast.UnaryExpr:
				if m.Op == token.AND {
					if id := rootIdent(info, m.X); id != nil {
						note(addressed, id)
					}
				}
			case *ast.AssignStmt:
				for _, l := range m.Lhs {
					if id, ok := l.(*ast.Ident); ok && m.Tok != token.DEFINE {
						assigned[info.Uses[id]] = true
					}
				}
			case *ast.IncDecStmt:
				if id, ok := m.X.(*ast.Ident); ok {
					assigned[info.Uses[id]] = true
				}
			}
			return true
		})
	}
	visit(body, false)
	for _, e := range lhs {
		id, ok := e.(*ast.Ident)
		if !ok || id.Name == "_" {
			continue
		}
		obj := info.Defs[id]
		c, a := captured[obj], addressed[obj]
		switch {
		case c == nil && a == nil:
			continue
		case threeClause && a != nil:
			refuse(a.Pos(), "loop variable "+id.Name+" is addressed with &; its meaning differs before go 1.22")
			continue
		case threeClause && assigned[obj]:
			refuse(c.Pos(), "loop variable "+id.Name+" is captured by a closure and assigned in the loop; its meaning differs before go 1.22")
			continue
		}
		names = append(names, id.Name)
	}
	if len(names) > 0 {
		list := strings.Join(names, ", ")
		prog.inserts = append(prog.inserts, insertion{pos: body.Lbrace + 1, text: "\n" + list + " := " + list + " // a copy per iteration, as since go 1.22\n"})
	}
}
