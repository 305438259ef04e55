package proc

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOwnChildrenAreLeftToTheirOwner: while players run under the
// subreaper jail and leave orphans behind all the time, a child that other
// code of this process starts with plain exec.Command is waited for by its
// owner, with its exit status, every time (the reaper once took such
// children: "waitid: no child processes").
func TestOwnChildrenAreLeftToTheirOwner(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// Each player forks a child that forks a grandchild and exits: the
	// grandchild is an orphan, and dies a moment later.
	orphans := "while :; do ( sleep 0.01 & ); sleep 0.005; done"
	for range 2 {
		p, err := Start(ctx, []string{"/bin/sh", "-c", orphans}, Options{MaxLine: 100, Contain: ContainReaper})
		require.NoError(t, err)
		defer p.Kill()
	}
	const runs, workers = 1000, 4
	var mu sync.Mutex
	waited := 0
	var wrong []string
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < runs; i += workers {
				code := 1 + i%100
				err := exec.Command("/bin/sh", "-c", "exit "+strconv.Itoa(code)).Run()
				var ee *exec.ExitError
				mu.Lock()
				if errors.As(err, &ee) && ee.ExitCode() == code {
					waited++
				} else if len(wrong) < 5 {
					wrong = append(wrong, "exit "+strconv.Itoa(code)+" waited for as: "+errString(err))
				}
				mu.Unlock()
			}
		}()
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Minute):
		t.Fatalf("the %d children of plain exec.Command not all waited for after 2 minutes (%d so far)", runs, waited)
	}
	assert.Equal(t, runs, waited, "children waited for by their owner with their exit status; first wrong: %v", wrong)
}

func errString(err error) string {
	if err == nil {
		return "success"
	}
	return err.Error()
}

// TestOrphansAreReapedAndEnded: a player's orphans (a grandchild whose
// parent exited, a setsid grandchild) are members of its jail: suspended
// with it, and ended with it; none is left, as a zombie or alive.
func TestOrphansAreReapedAndEnded(t *testing.T) {
	for _, mode := range modesHere() {
		t.Run(mode, func(t *testing.T) {
			// Two orphans that print their pids and live on.
			script := `( sleep 300 & echo $! ); ( setsid sleep 300 & echo $! ); read l`
			p, err := Start(context.Background(), []string{"/bin/sh", "-c", script}, Options{MaxLine: 100, Contain: mode})
			require.NoError(t, err)
			var pids []int
			for range 2 {
				select {
				case l := <-p.Lines():
					pid, err := strconv.Atoi(l.Text)
					require.NoError(t, err, "line %q", l.Text)
					pids = append(pids, pid)
				case <-time.After(10 * time.Second):
					p.Kill()
					t.Fatal("the player printed no orphan's pid within 10 s")
				}
			}
			p.Suspend()
			members := p.jail.pids()
			for _, pid := range pids {
				assert.Contains(t, members, pid, "orphan %d in its player's jail", pid)
				st, ok := procStat(pid)
				require.True(t, ok, "orphan %d alive", pid)
				if mode == ContainReaper {
					// (A frozen cgroup's processes read as asleep.)
					assert.Contains(t, "Tt", string(st.state), "orphan %d stopped with its player", pid)
				}
			}
			p.Resume()
			p.Kill()
			deadline := time.Now().Add(5 * time.Second)
			for _, pid := range pids {
				for {
					_, ok := procStat(pid)
					if !ok {
						break
					}
					if time.Now().After(deadline) {
						t.Fatalf("orphan %d still there (alive or a zombie) 5 s after the kill", pid)
					}
					time.Sleep(10 * time.Millisecond)
				}
			}
		})
	}
}

// TestReaperPlayerExitStatus: under either jail, a player's own exit
// status and death by signal are what Death reports.
func TestReaperPlayerExitStatus(t *testing.T) {
	for _, mode := range modesHere() {
		t.Run(mode, func(t *testing.T) {
			for _, tc := range []struct{ script, want string }{
				{"exit 3", "exit status 3"},
				{"kill -SEGV $$", "killed by signal: segmentation fault"},
			} {
				p, err := Start(context.Background(), []string{"/bin/sh", "-c", tc.script}, Options{MaxLine: 100, Contain: mode})
				require.NoError(t, err)
				crashed, detail := p.Death(10 * time.Second)
				p.Kill()
				assert.True(t, crashed, tc.script)
				assert.Equal(t, tc.want, detail, tc.script)
			}
			_, err := Start(context.Background(), []string{"/no/such/player"}, Options{MaxLine: 100, Contain: mode})
			var se *StartError
			require.ErrorAs(t, err, &se)
			assert.ErrorContains(t, err, `player "/no/such/player" does not start`)
			assert.ErrorContains(t, err, syscall.ENOENT.Error())
		})
	}
}

// modesHere are the containments this machine can test: the subreaper
// always, cgroups where they are usable.
func modesHere() []string {
	modes := []string{ContainReaper}
	if Containment() == ContainCgroup {
		modes = append(modes, ContainCgroup)
	}
	return modes
}

// TestKeeperEndsThePlayerWhenTheArenaGoes: the keeper's life pipe closed
// (as it is when the arena process dies, even by -9) ends the player and
// its orphans, with no kill from the arena.
func TestKeeperEndsThePlayerWhenTheArenaGoes(t *testing.T) {
	p, err := Start(context.Background(), []string{"/bin/sh", "-c", `( sleep 300 & echo $! ); read l`}, Options{MaxLine: 100, Contain: ContainReaper})
	require.NoError(t, err)
	defer p.Kill()
	var orphan int
	select {
	case l := <-p.Lines():
		orphan, err = strconv.Atoi(l.Text)
		require.NoError(t, err, "line %q", l.Text)
	case <-time.After(10 * time.Second):
		t.Fatal("the player printed no orphan's pid within 10 s")
	}
	p.jail.release()
	select {
	case <-p.Exited():
	case <-time.After(5 * time.Second):
		t.Fatal("the player still runs 5 s after its keeper's life pipe closed")
	}
	crashed, detail := p.Death(time.Second)
	assert.True(t, crashed)
	assert.Equal(t, "killed by signal: killed", detail)
	deadline := time.Now().Add(5 * time.Second)
	for alive(orphan) {
		require.True(t, time.Now().Before(deadline), "orphan %d alive 5 s after the keeper's life pipe closed", orphan)
		time.Sleep(10 * time.Millisecond)
	}
}

// TestContainmentSaid: the mode this process uses follows ContainEnv, and
// is said (make test prints it before each of its runs).
func TestContainmentSaid(t *testing.T) {
	text := ContainmentText()
	if os.Getenv(ContainEnv) == ContainReaper {
		assert.Equal(t, ContainReaper, Containment())
		assert.Contains(t, text, "containment: subreaper ("+ContainEnv+"=subreaper;")
	} else {
		assert.Equal(t, map[bool]string{true: ContainCgroup, false: ContainReaper}[cgroupUsable()], Containment())
	}
	assert.True(t, strings.HasPrefix(text, "containment: "+Containment()+" ("), text)
	fmt.Println(text)
}
