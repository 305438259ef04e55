package queue

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/nats-io/nats.go/jetstream"

	"botcup/arena"
)

// The placeholders of a travelling command line, each a whole argument:
// the worker's own botcup (a ref: player), and a file by its SHA-256.
const (
	selfArg   = "{botcup}"
	sha256Arg = "{sha256:"
)

// Packing rewrites players' command lines so that they run on workers
// elsewhere, and knows the files that travel. What travels, and what is
// refused before anything starts (see Pack):
//   - a command line that starts with botcup itself (a ref: player) runs
//     the worker's own botcup;
//   - a program named by a path (bin/more, ./bot, /opt/bot) travels by its
//     SHA-256: an executable, or a script whose #! interpreter the workers
//     have too;
//   - a program named without a slash (sh, python3) is the worker's own,
//     found on its PATH, and does not travel;
//   - a file named by -ship travels, and an argument that names it is
//     replaced by the worker's copy;
//   - any other argument that names an existing file is refused (it would
//     not be there on a worker: ship it), and so is a shell's -c (its
//     programs would not travel: name the program itself).
type Packing struct {
	self  string
	args  map[string]string // argument as written -> its placeholder
	files map[string]string // SHA-256 -> local path
}

// Pack checks that the players' command lines can travel and hashes the
// files that will; self is this botcup's path.
func Pack(ents []arena.Entrant, self string, ship []string) (*Packing, error) {
	p := &Packing{self: self, args: map[string]string{}, files: map[string]string{}}
	add := p.add
	for _, f := range ship {
		if err := add(f); err != nil {
			return nil, fmt.Errorf("-ship %s: %w", f, err)
		}
	}
	for _, e := range ents {
		if len(e.Argv) == 0 {
			return nil, fmt.Errorf("player %s: %w", e.Name, arena.ErrNoCommand)
		}
		switch prog := e.Argv[0]; {
		case prog == self:
			continue // botcup's own arguments (player GAME NAME)
		case strings.Contains(prog, "/"):
			if err := add(prog); err != nil {
				return nil, fmt.Errorf("player %s cannot travel to the workers: its program %s: %w", e.Name, prog, err)
			}
		case isShell(prog) && slices.Contains(e.Argv[1:], "-c"):
			return nil, fmt.Errorf("player %s cannot travel to the workers: a shell command line (%s -c) would run without its programs; name the program itself (a script with its #! line travels)", e.Name, prog)
		}
		for _, a := range e.Argv[1:] {
			if _, ok := p.args[a]; ok {
				continue
			}
			if st, err := os.Stat(a); err == nil && st.Mode().IsRegular() {
				return nil, fmt.Errorf("player %s cannot travel to the workers: its argument %s is a file that would not be there; add -ship %s", e.Name, a, a)
			}
		}
	}
	return p, nil
}

// add makes the file at path travel by its SHA-256 (once).
func (p *Packing) add(path string) error {
	if _, ok := p.args[path]; ok {
		return nil
	}
	sum, err := fileSum(path)
	if err != nil {
		return err
	}
	p.files[sum] = path
	p.args[path] = sha256Arg + sum + "}"
	return nil
}

// Argv is a command line as it travels: placeholders for botcup itself
// and for the files that travel.
func (p *Packing) Argv(argv []string) []string {
	out := slices.Clone(argv)
	for k, a := range out {
		if k == 0 && a == p.self {
			out[k] = selfArg
		} else if ph, ok := p.args[a]; ok {
			out[k] = ph
		}
	}
	return out
}

func isShell(prog string) bool {
	switch filepath.Base(prog) {
	case "sh", "bash", "dash", "zsh", "ksh":
		return true
	}
	return false
}

// fileSum is the SHA-256 of a regular file, in hex.
func fileSum(path string) (string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// upload puts files (SHA-256 -> path) into the programs store, each once.
func upload(ctx context.Context, js jetstream.JetStream, files map[string]string) error {
	store, err := js.ObjectStore(ctx, ProgramsBucket)
	if err != nil {
		return err
	}
	for sum, path := range files {
		if _, err := store.GetInfo(ctx, sum); err == nil {
			continue
		} else if !errors.Is(err, jetstream.ErrObjectNotFound) {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if got := sha256.Sum256(b); hex.EncodeToString(got[:]) != sum {
			return fmt.Errorf("%s changed while the run started", path)
		}
		if _, err := store.PutBytes(ctx, sum, b); err != nil {
			return fmt.Errorf("putting %s into the programs store: %w", path, err)
		}
	}
	return nil
}

// ErrTampered is the error of a program whose bytes do not match its
// SHA-256: the worker refuses to run it.
var ErrTampered = errors.New("does not match its SHA-256: refusing to run it (the object store was tampered with or is corrupt)")

// retry is an error that may pass (the server out of reach for a while):
// the worker gives the job back instead of failing it.
type retry struct{ err error }

func (r retry) Error() string { return r.err.Error() }
func (r retry) Unwrap() error { return r.err }

// programs is a worker's cache of travelled files, dir/SHA-256.
type programs struct {
	dir   string
	mu    sync.Mutex
	ready map[string]bool
}

// path fetches the file of sum into the cache once, checks its hash and
// makes it executable, and returns its path.
func (p *programs) path(ctx context.Context, js jetstream.JetStream, sum string) (string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	path := filepath.Join(p.dir, sum)
	if p.ready[sum] {
		return path, nil
	}
	if local, err := fileSum(path); err == nil && local == sum {
		p.ready[sum] = true
		return path, nil
	}
	store, err := js.ObjectStore(ctx, ProgramsBucket)
	if err != nil {
		return "", retry{err}
	}
	b, err := store.GetBytes(ctx, sum)
	if errors.Is(err, jetstream.ErrObjectNotFound) {
		return "", fmt.Errorf("program %s is not in the programs store: %w", sum, err)
	}
	if err != nil {
		return "", retry{fmt.Errorf("program %s from the programs store: %w", sum, err)}
	}
	if got := sha256.Sum256(b); !bytes.Equal(got[:], mustHex(sum)) {
		return "", fmt.Errorf("program %s (it hashes to %x) %w", sum, got, ErrTampered)
	}
	if err := os.MkdirAll(p.dir, 0o755); err != nil {
		return "", err
	}
	tmp, err := os.CreateTemp(p.dir, sum+".*")
	if err != nil {
		return "", err
	}
	_, err = tmp.Write(b)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp.Name(), 0o755)
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return "", err
	}
	p.ready[sum] = true
	return path, nil
}

func mustHex(s string) []byte {
	b, _ := hex.DecodeString(s)
	return b
}

// unpack gives back a travelled command line with the worker's own
// botcup and its cached files in place of the placeholders.
func (p *programs) unpack(ctx context.Context, js jetstream.JetStream, self string, argv []string) ([]string, error) {
	out := slices.Clone(argv)
	for k, a := range out {
		switch {
		case a == selfArg:
			out[k] = self
		case strings.HasPrefix(a, sha256Arg) && strings.HasSuffix(a, "}"):
			path, err := p.path(ctx, js, strings.TrimSuffix(strings.TrimPrefix(a, sha256Arg), "}"))
			if err != nil {
				return nil, err
			}
			out[k] = path
		}
	}
	return out, nil
}

// lookPath reports a program the worker lacks before a game fails on it.
func lookPath(argv []string) error {
	if strings.Contains(argv[0], "/") {
		return nil
	}
	_, err := exec.LookPath(argv[0])
	return err
}
