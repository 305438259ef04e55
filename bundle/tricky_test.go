package bundle

import (
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// trickyModule exercises what the fixture does not: conversions to a
// substituted pointer or function type, standard packages with the same
// name, top-level names that are predeclared or a standard package's name,
// generics over local types, standard generics, recursive and
// pointer-embedded generics, struct and interface type arguments.
var trickyModule = map[string]string{
	"go.mod": goModM,
	"a/a.go": `// Package a uses math/rand and declares names that clash with the universe
// and with standard packages.
package a

import (
	"math/rand"
	"slices"
	"sync/atomic"
	"unsafe"
)

// max clashes with the predeclared max.
func max(x, y int) int {
	if x > y {
		return x
	}
	return y
}

// sort clashes with package sort, which b imports.
func sort(xs []int) []int { slices.Sort(xs); return xs }

// Roll is seeded, so deterministic.
func Roll() int { return rand.New(rand.NewSource(7)).Intn(100) }

// Sorted sorts a copy and keeps the larger of the first two.
func Sorted(xs []int) ([]int, int) {
	ys := sort(append([]int(nil), xs...))
	return ys, max(ys[0], ys[1])
}

// Shape is implemented through a pointer; Area converts with the type
// parameter P, which becomes a pointer type.
type Shape interface{ Area() int }

// Area converts s to P and asks its area.
func Area[P interface {
	*S
	Shape
}, S any](s *S) int {
	return P(s).Area()
}

// Apply converts f to the function type F.
func Apply[F ~func(int) int](f F, x int) int { return F(f)(x) }

// Node is a recursive generic list, instantiated once.
type Node[T any] struct {
	Val  T
	next *Node[T]
}

// Push prepends v.
func (n *Node[T]) Push(v T) *Node[T] { return &Node[T]{Val: v, next: n} }

// Len counts the nodes.
func (n *Node[T]) Len() int {
	k := 0
	for ; n != nil; n = n.next {
		k++
	}
	return k
}

// Cell holds an atomic pointer, a standard generic type.
type Cell[T any] struct{ p atomic.Pointer[T] }

// Swap stores v and returns the old value.
func (c *Cell[T]) Swap(v *T) *T { return c.p.Swap(v) }

// Size reports unsafe.Sizeof of a T, with T substituted; it stays generic
// and names Node[string], which becomes plain.
func Size[T any]() uintptr {
	var z T
	var n *Node[string]
	return unsafe.Sizeof(z) + uintptr(n.Len())
}

// Addr takes a T's address as an unsafe.Pointer.
func Addr[T any](v *T) unsafe.Pointer { return unsafe.Pointer(v) }

// Keep returns xs (used with a type declared inside a function).
func Keep[T any](xs []T) []T { return xs }

// Limits of the board: a group of which only Width is used.
var (
	// Width is used.
	Width = 6 // columns
	// Height is not.
	Height = 7
)

// Two types in one group, one used.
type (
	// Used is used.
	Used int
	// Unused is not.
	Unused string
)

// Twice is a method value's target.
func (u Used) Twice() Used { return 2 * u }
`,
	"b/b.go": `// Package b uses crypto/rand and sort, and embeds a generic by pointer.
package b

import (
	"crypto/rand"
	"fmt"
	"sort"

	"m/a"
)

// Base is embedded by pointer in Derived.
type Base[T any] struct{ vals []T }

// Add appends v.
func (b *Base[T]) Add(v T) { b.vals = append(b.vals, v) }

// Derived embeds *Base[T].
type Derived[T any] struct {
	*Base[T]
	label string
}

// NewDerived makes a Derived with an empty Base.
func NewDerived[T any](label string) Derived[T] { return Derived[T]{Base: &Base[T]{}, label: label} }

// Describe formats the derived values.
func (d Derived[T]) Describe() string { return fmt.Sprint(d.label, d.Base.vals, len(d.vals)) }

// HasReader reports whether crypto/rand is usable.
func HasReader() bool { return rand.Reader != nil }

// Strings sorts names with package sort.
func Strings(names []string) []string { sort.Strings(names); return names }

// Roll passes a's roll through.
func Roll() int { return a.Roll() }
`,
	"main.go": `package main

import (
	"fmt"
	"strings"

	"m/a"
	"m/b"
)

type square struct{ side int }

func (s *square) Area() int { return s.side * s.side }

type pair struct{ x, y int }

func main() {
	ys, m := a.Sorted([]int{5, 2, 9, 1})
	fmt.Println(ys, m, min(3, 4), max(3, 4))
	fmt.Println(a.Area[*square](&square{side: 7}))
	fmt.Println(a.Apply(func(x int) int { return x * 3 }, 5))
	var n *a.Node[string]
	n = n.Push("x").Push("y")
	fmt.Println(n.Len(), n.Val)
	var c a.Cell[pair]
	old := c.Swap(&pair{1, 2})
	fmt.Println(old == nil, *c.Swap(&pair{3, 4}))
	fmt.Println(a.Size[struct{ a, b int32 }](), a.Size[fmt.Stringer]() > 0, a.Addr(&pair{}) != nil)
	type local struct{ n int }
	fmt.Println(len(a.Keep([]local{{1}, {2}})))
	d := b.NewDerived[float64]("d")
	d.Add(1.5)
	d.Base.Add(2.5)
	fmt.Println(d.Describe())
	fmt.Println(b.HasReader(), strings.Join(b.Strings([]string{"q", "p"}), ""), b.Roll())
	twice := a.Used.Twice
	fmt.Println(a.Width, twice(a.Used(4)), a.Used(1).Twice())
}
`,
}

// BuildBinaries builds the program and its bundle pinned to go 1.21; both
// print the same.
func TestTrickyProgramKeepsItsOutput(t *testing.T) {
	t.Parallel()
	dir := writeModule(t, trickyModule)
	bins, err := BuildBinaries(Config{Package: ".", Dir: dir, SkipVerify: true}, t.TempDir())
	require.NoError(t, err)
	want := run(t, bins.Program)
	assert.Equal(t, want, run(t, bins.Bundled))
	assert.Equal(t, "[1 2 5 9] 2 3 4\n49\n15\n2 y\ntrue {1 2}\n8 true true\n2\nd[1.5 2.5] 2\ntrue pq 86\n6 8 2\n", want)

	text := string(bins.Result.Source)
	for _, s := range []string{
		"\t\"crypto/rand\"\n",
		"\tmath_rand \"math/rand\"\n",
		"func Roll() int { return math_rand.New(math_rand.NewSource(7)).Intn(100) }",
		"func a_max(x, y int) int {",
		"func a_sort(xs []int) []int {",
		"return (*square)(s).Area()",
		"func Apply(f func(x int) int, x int) int { return (func(x int) int)(f)(x) }",
		"\tnext *Node\n",
		"type Cell struct{ p atomic.Pointer[pair] }",
		"func Size[T any]() uintptr {\n\tvar z T\n\tvar n *Node\n",
		"func Addr(v *pair) unsafe.Pointer { return unsafe.Pointer(v) }",
		"func Keep[T any](xs []T) []T { return xs }",
		"\t*Base\n",
		"func HasReader() bool { return rand.Reader != nil }",
		"func b_Roll() int { return Roll() }",
		"// Limits of the board: a group of which only Width is used.\nvar (\n\t// Width is used.\n\tWidth = 6 // columns\n)\n",
		"// Two types in one group, one used.\ntype (\n\t// Used is used.\n\tUsed int\n)\n",
		"\ttwice := Used.Twice\n",
	} {
		assert.True(t, strings.Contains(text, s), "missing %q", s)
	}
	assert.Equal(t, []string{
		"m/a.Addr[m.pair]",
		"m/a.Apply[func(x int) int]",
		"m/a.Area[*m.square, m.square]",
		"m/a.Cell[m.pair]",
		"m/a.Node[string]",
		"m/b.Base[float64]",
		"m/b.Derived[float64]",
		"m/b.NewDerived[float64]",
	}, bins.Result.Plain)
	assert.Equal(t, []string{"m/a.Keep", "m/a.Size"}, bins.Result.Generic)
	for _, s := range []string{"Height", "Unused"} {
		assert.False(t, strings.Contains(text, s), "present: %q", s)
	}
}

// A package used only in constraints of generics that become plain code
// vanishes from the output and from the header's list.
func TestConstraintOnlyPackageVanishes(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"go.mod":       goModM,
		"cons/cons.go": "// Package cons holds constraints only.\npackage cons\n\n// Number is a numeric constraint.\ntype Number interface{ ~int | ~float64 }\n",
		"lib/lib.go":   "package lib\n\nimport \"m/cons\"\n\n// Sum adds xs.\nfunc Sum[T cons.Number](xs ...T) T {\n\tvar s T\n\tfor _, x := range xs {\n\t\ts += x\n\t}\n\treturn s\n}\n",
		"main.go":      "package main\n\nimport \"m/lib\"\n\nfunc main() { println(lib.Sum(1.5, 2)) }\n",
	})
	res, err := Build(Config{Package: ".", Dir: dir, Bot: "summer", SkipVerify: true})
	require.NoError(t, err)
	assert.Equal(t, []string{"m/cons", "m/lib", "m"}, res.Packages)
	assert.Equal(t, []string{"m/lib", "m"}, res.Inlined, "a constraint-only package leaves no code: not inlined, as the header says")
	assert.Equal(t, []string{"m/lib.Sum[float64]"}, res.Plain)
	assert.Empty(t, res.Generic)
	assert.Equal(t, 1, res.Dropped, "cons.Number")
	assert.Equal(t, `// Code generated by botcup bundle; DO NOT EDIT.
//
// Bot: summer (m)
// Commit: unknown
// Made: unknown
// Go: `+runtime.Version()+`
// Inlined: m/lib, m
package main

// ---- m/lib ----

// Sum adds xs.
func Sum(xs ...float64) float64 {
	var s float64
	for _, x := range xs {
		s += x
	}
	return s
}

// ---- m ----

func main() { println(Sum(1.5, 2)) }
`, string(res.Source))
}

// A type argument put in place of a type parameter is renamed if a local
// variable there has its name.
func TestSubstitutedTypeIsNotShadowed(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"go.mod":     goModM,
		"lib/lib.go": "package lib\n\n// Make returns a zero T and the count of things.\nfunc Make[T any](things []int) (T, int) {\n\tvar z T\n\tBoard := len(things)\n\tvar w T\n\t_ = w\n\treturn z, Board\n}\n",
		"main.go":    "package main\n\nimport \"m/lib\"\n\ntype Board struct{ n int }\n\nfunc main() {\n\tb, k := lib.Make[Board]([]int{1, 2})\n\tprintln(b.n, k)\n}\n",
	})
	res, err := Build(Config{Package: ".", Dir: dir, SkipVerify: true})
	require.NoError(t, err)
	text := string(res.Source)
	assert.True(t, strings.Contains(text, "\ntype main_Board struct{ n int }\n"), "main's Board renamed")
	assert.True(t, strings.Contains(text, "\tBoard := len(things)\n\tvar w main_Board\n"), "the substitution uses the new name")
}

// Package-level variables initialise in the same order bundled: packages
// in dependency order, each in declaration order; an initialiser with a
// call is kept even if nothing refers to its variable.
func TestInitialisationOrderIsKept(t *testing.T) {
	t.Parallel()
	dir := writeModule(t, map[string]string{
		"go.mod":         goModM,
		"trace/trace.go": "package trace\n\nimport \"fmt\"\n\n// Note prints s and returns its length.\nfunc Note(s string) int {\n\tfmt.Println(s)\n\treturn len(s)\n}\n",
		"a/a.go":         "package a\n\nimport \"m/trace\"\n\n// A is noted first.\nvar A = trace.Note(\"a.A\")\n\nvar unused = trace.Note(\"a.unused\")\n",
		"b/b.go":         "package b\n\nimport (\n\t\"m/a\"\n\t\"m/trace\"\n)\n\n// B depends on C, declared after it.\nvar B = trace.Note(\"b.B\") + C + a.A\n\n// C is noted before B.\nvar C = trace.Note(\"b.C\")\n\nvar _ = trace.Note(\"b._\")\n",
		"main.go":        "package main\n\nimport (\n\t\"fmt\"\n\n\t\"m/b\"\n\t\"m/trace\"\n)\n\nvar m = trace.Note(\"main.m\")\n\nfunc main() { fmt.Println(\"main\", m, b.B) }\n",
	})
	bins, err := BuildBinaries(Config{Package: ".", Dir: dir, SkipVerify: true}, t.TempDir())
	require.NoError(t, err)
	want := "a.A\na.unused\nb.C\nb.B\nb._\nmain.m\nmain 6 9\n"
	assert.Equal(t, want, run(t, bins.Program))
	assert.Equal(t, want, run(t, bins.Bundled))
}

// An unexported method name declared in two packages is prefixed with its
// package, so that a type of one does not come to satisfy an interface of
// the other.
func TestUnexportedMethodsStayApart(t *testing.T) {
	t.Parallel()
	dir := writeModule(t, map[string]string{
		"go.mod": goModM,
		"a/a.go": "package a\n\ntype shape interface{ area() int }\n\ntype square struct{ side int }\n\nfunc (s square) area() int { return s.side * s.side }\n\n" +
			"// Square is a shape of a.\nfunc Square(side int) any { return square{side} }\n\n" +
			"// Area is x's area if x is a shape of a, else -1.\nfunc Area(x any) int {\n\tif s, ok := x.(shape); ok {\n\t\treturn s.area()\n\t}\n\treturn -1\n}\n",
		"main.go": "package main\n\nimport (\n\t\"fmt\"\n\n\t\"m/a\"\n)\n\ntype circle struct{}\n\nfunc (circle) area() int { return 3 }\n\n" +
			"func main() { fmt.Println(a.Area(a.Square(4)), a.Area(circle{}), circle{}.area()) }\n",
	})
	bins, err := BuildBinaries(Config{Package: ".", Dir: dir, SkipVerify: true}, t.TempDir())
	require.NoError(t, err)
	assert.Equal(t, "16 -1 3\n", run(t, bins.Program))
	assert.Equal(t, "16 -1 3\n", run(t, bins.Bundled))
	text := string(bins.Result.Source)
	for _, s := range []string{
		"type shape interface{ a_area() int }",
		"func (s square) a_area() int { return s.side * s.side }",
		"\t\treturn s.a_area()\n",
		"func (circle) main_area() int { return 3 }",
		"circle{}.main_area())",
	} {
		assert.True(t, strings.Contains(text, s), "missing %q", s)
	}
}
