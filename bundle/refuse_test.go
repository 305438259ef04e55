package bundle

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const goModM = "module m\n\ngo 1.22\n"

const mainUsingLib = "package main\n\nimport \"m/lib\"\n\nfunc main() { lib.F() }\n"

// Each refusal names the place: file:line relative to the module root.
func TestRefusals(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]string
		where string
		want  string
	}{
		{
			name:  "init in main",
			files: map[string]string{"main.go": "package main\n\nfunc init() {}\n\nfunc main() {}\n"},
			where: "main.go:3",
			want:  "init() in m: bundled, it would run after every package's variables are initialised",
		},
		{
			name: "init in a library",
			files: map[string]string{
				"main.go":    mainUsingLib,
				"lib/lib.go": "package lib\n\nvar n int\n\nfunc init() { n = 1 }\n\nfunc F() int { return n }\n",
			},
			where: "lib/lib.go:5",
			want:  "init() in m/lib: bundled, it would run after every package's variables are initialised",
		},
		{
			name:  "dot-import",
			files: map[string]string{"main.go": "package main\n\nimport . \"strings\"\n\nfunc main() { _ = ToUpper(\"x\") }\n"},
			where: "main.go:3",
			want:  `dot-import of "strings"`,
		},
		{
			name:  "renamed import",
			files: map[string]string{"main.go": "package main\n\nimport str \"strings\"\n\nfunc main() { _ = str.ToUpper(\"x\") }\n"},
			where: "main.go:3",
			want:  `renamed import str "strings"`,
		},
		{
			name: "blank import",
			files: map[string]string{
				"main.go":    "package main\n\nimport _ \"m/lib\"\n\nfunc main() {}\n",
				"lib/lib.go": "package lib\n",
			},
			where: "main.go:3",
			want:  `renamed import _ "m/lib"`,
		},
		{
			name: "cgo",
			files: map[string]string{
				"main.go":    mainUsingLib,
				"lib/lib.go": "package lib\n\nfunc F() {}\n",
				"lib/c.go":   "package lib\n\nimport \"C\"\n",
			},
			where: "lib/c.go:3",
			want:  `cgo (import "C") cannot be bundled`,
		},
		{
			name: "build-tagged file",
			files: map[string]string{
				"main.go":      mainUsingLib,
				"lib/lib.go":   "package lib\n\nfunc F() { f() }\n",
				"lib/linux.go": "//go:build linux\n\npackage lib\n\nfunc f() {}\n",
			},
			where: "lib/linux.go:1",
			want:  "build-tagged file (//go:build linux): the bundle would drop the constraint",
		},
		{
			name: "file excluded by a build tag",
			files: map[string]string{
				"main.go":        mainUsingLib,
				"lib/lib.go":     "package lib\n\nfunc F() {}\n",
				"lib/windows.go": "// Windows only.\n\n//go:build windows\n\npackage lib\n",
			},
			where: "lib/windows.go:3",
			want:  "build-tagged file (//go:build windows): the bundle would drop the constraint",
		},
		{
			name: "file excluded by its name",
			files: map[string]string{
				"main.go":          mainUsingLib,
				"lib/lib.go":       "package lib\n\nfunc F() {}\n",
				"lib/f_windows.go": "package lib\n\nfunc g() {}\n",
			},
			where: "lib/f_windows.go:1",
			want:  "file excluded from the build by its name: the bundle would drop the constraint",
		},
		{
			name: "assembly",
			files: map[string]string{
				"main.go":         mainUsingLib,
				"lib/lib.go":      "package lib\n\nfunc F() { add() }\n\nfunc add()\n",
				"lib/add_amd64.s": "TEXT ·add(SB),4,$0\n\tRET\n",
			},
			where: "main.go:3",
			want:  `import "m/lib" cannot be inlined: it has non-Go files (add_amd64.s)`,
		},
		{
			name: "embedded files",
			files: map[string]string{
				"main.go":      mainUsingLib,
				"lib/lib.go":   "package lib\n\nimport \"embed\"\n\n//go:embed data.txt\nvar data embed.FS\n\nfunc F() { _ = data }\n",
				"lib/data.txt": "x\n",
			},
			where: "main.go:3",
			want:  `import "m/lib" cannot be inlined: it embeds files with //go:embed (data.txt)`,
		},
		{
			name: "three-clause loop variable captured and assigned",
			files: map[string]string{"main.go": "package main\n\nfunc main() {\n\tvar fs []func() int\n" +
				"\tfor i := 0; i < 3; i++ {\n\t\tfs = append(fs, func() int { return i })\n\t\ti++\n\t}\n\t_ = fs\n}\n"},
			where: "main.go:6",
			want:  "loop variable i is captured by a closure and assigned in the loop; its meaning differs before go 1.22",
		},
		{
			name: "three-clause loop variable addressed",
			files: map[string]string{"main.go": "package main\n\nfunc main() {\n\tvar ps []*int\n" +
				"\tfor i := 0; i < 3; i++ {\n\t\tps = append(ps, &i)\n\t}\n\t_ = ps\n}\n"},
			where: "main.go:6",
			want:  "loop variable i is addressed with &; its meaning differs before go 1.22",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := map[string]string{"go.mod": goModM}
			for k, v := range tt.files {
				files[k] = v
			}
			_, err := Build(Config{Package: ".", Dir: writeModule(t, files), SkipVerify: true})
			require.Error(t, err)
			var r *Refusal
			require.True(t, errors.As(err, &r), "not a refusal: %v", err)
			assert.Equal(t, tt.where, r.Where)
			assert.Equal(t, tt.want, r.Reason)
			assert.Equal(t, "bundle: "+tt.where+": "+tt.want, err.Error())
		})
	}
}

// Loops whose variables do not outlive an iteration are accepted as they
// are: values passed to closures as arguments, addresses of slice elements,
// pointer fields reached through a loop variable.
func TestLoopsThatKeepTheirMeaningAreAccepted(t *testing.T) {
	dir := writeModule(t, map[string]string{"go.mod": goModM, "main.go": `package main

import "fmt"

type cell struct{ n *int }

func main() {
	xs := []int{1, 2, 3}
	var ps []*int
	for i := range xs {
		ps = append(ps, &xs[i])
	}
	for _, c := range []cell{{ps[0]}} {
		ps = append(ps, &*c.n)
	}
	apply := func(f func(int) int, v int) int { return f(v) }
	for _, v := range xs {
		fmt.Println(apply(func(x int) int { return 2 * x }, v), *ps[v-1])
	}
}
`})
	res, err := Build(Config{Package: ".", Dir: dir, SkipVerify: true})
	require.NoError(t, err)
	assert.NotContains(t, string(res.Source), "a copy per iteration", "no variable outlives an iteration")
}

// A file tagged ignore (a generator run with go run) belongs to no build:
// it is left out without a refusal.
func TestIgnoredFileIsLeftOut(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"go.mod":     goModM,
		"main.go":    mainUsingLib,
		"lib/lib.go": "package lib\n\nfunc F() { println(\"lib\") }\n",
		"lib/gen.go": "//go:build ignore\n\npackage main\n\nfunc main() { println(\"generator\") }\n",
	})
	res, err := Build(Config{Package: ".", Dir: dir, SkipVerify: true})
	require.NoError(t, err)
	assert.NotContains(t, string(res.Source), "generator")
	assert.Contains(t, string(res.Source), "func F() { println(\"lib\") }")
}

// Every refusal in a package is reported, not only the first.
func TestAllRefusalsAreReported(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"go.mod":  goModM,
		"main.go": "package main\n\nimport (\n\tstr \"strings\"\n\t. \"fmt\"\n)\n\nfunc main() { Println(str.ToUpper(\"x\")) }\n",
	})
	_, err := Build(Config{Package: ".", Dir: dir, SkipVerify: true})
	require.Error(t, err)
	assert.Equal(t, "bundle: main.go:4: renamed import str \"strings\"\nbundle: main.go:5: dot-import of \"fmt\"", err.Error())
}

// An output over the limit is refused with its size, naming the package.
func TestOutputOverTheLimitIsRefused(t *testing.T) {
	dir := writeModule(t, map[string]string{"go.mod": goModM, "main.go": "package main\n\nfunc main() { println(\"hello\") }\n"})
	res, err := Build(Config{Package: ".", Dir: dir, SkipVerify: true})
	require.NoError(t, err)
	size := len(res.Source)

	_, err = Build(Config{Package: ".", Dir: dir, SkipVerify: true, MaxSize: size})
	require.NoError(t, err, "exactly at the limit is accepted")

	_, err = Build(Config{Package: ".", Dir: dir, SkipVerify: true, MaxSize: size - 1})
	var r *Refusal
	require.True(t, errors.As(err, &r), "not a refusal: %v", err)
	assert.Equal(t, "m", r.Where)
	assert.Equal(t, fmt.Sprintf("output is %d bytes, over the limit of %d", size, size-1), r.Reason)
}
