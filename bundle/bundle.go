package bundle

import (
	"fmt"
	"go/format"
	"sort"
)

// Result is the output file and an account of what the bundle did.
type Result struct {
	// Source is the gofmt'ed file.
	Source []byte
	// Packages are the import paths of the non-standard packages the bot
	// imports, in dependency order, the main package last; the header
	// lists those with code kept (a constraint-only package vanishes).
	Packages []string
	// Inlined are the packages of Packages whose code the file keeps: the
	// header's "Inlined:" list.
	Inlined []string
	// Imports are the standard packages the file imports.
	Imports []string
	// Plain lists the generics that became plain code, as
	// "path.Name[args]", sorted.
	Plain []string
	// Generic lists the generics that stay generic, as "path.Name", sorted.
	Generic []string
	// Kept and Dropped count the declarations (functions, methods, type and
	// var specs, const groups) kept and dropped as unreachable.
	Kept, Dropped int
}

// Bundle returns the single-file source of the bot cfg names.
func Bundle(cfg Config) ([]byte, error) {
	r, err := Build(cfg)
	if err != nil {
		return nil, err
	}
	return r.Source, nil
}

// Build bundles the bot cfg names and says what it did. Code the bundle
// cannot reproduce faithfully gives [Refusal] errors (joined); an output
// over the size limit gives a [Refusal] naming the package.
func Build(cfg Config) (*Result, error) {
	if cfg.Package == "" {
		return nil, ErrNoPackage
	}
	cfg = cfg.withDefaults()
	prog, err := load(cfg)
	if err != nil {
		return nil, err
	}
	if err := prog.refusals(); err != nil {
		return nil, err
	}
	if err := prog.typeErrors(); err != nil {
		return nil, err
	}
	b := newBundler(cfg, prog)
	b.instantiate()
	b.decide()
	b.reach()
	b.assignNames()
	text, err := b.emit()
	if err != nil {
		return nil, err
	}
	src, err := format.Source([]byte(text))
	if err != nil {
		return nil, fmt.Errorf("bundle: the output does not parse (a bundler bug): %w\n%s", err, text)
	}
	mainPath := prog.pkgs[len(prog.pkgs)-1].PkgPath
	if len(src) > cfg.MaxSize {
		return nil, &Refusal{Where: mainPath, Reason: fmt.Sprintf("output is %d bytes, over the limit of %d", len(src), cfg.MaxSize)}
	}
	if !cfg.SkipVerify {
		if err := verify(cfg, src); err != nil {
			return nil, err
		}
	}
	return b.result(src), nil
}

func (b *bundler) result(src []byte) *Result {
	r := &Result{Source: src}
	for _, p := range b.prog.pkgs {
		r.Packages = append(r.Packages, p.PkgPath)
	}
	r.Inlined = b.inlined()
	for _, p := range b.stdPackages() {
		r.Imports = append(r.Imports, p.Path())
	}
	for _, d := range b.all {
		if d.reached {
			r.Kept++
		} else {
			r.Dropped++
		}
		if d.owner != d || !d.isGeneric() || !d.reached {
			continue
		}
		name := d.pkg.PkgPath + "." + d.objs[0].Name()
		if d.generic {
			r.Generic = append(r.Generic, name)
			continue
		}
		r.Plain = append(r.Plain, name+"["+instanceKey(d.instances[d.instKeys[0]])+"]")
	}
	sort.Strings(r.Plain)
	sort.Strings(r.Generic)
	return r
}
