// Command pagecost measures what the live page costs a run: it plays the
// same botcup command again and again, alternately plain and with -http
// and a headless Chromium open on the page (ABBA order, so that a drift of
// the machine falls on both), and reports each run's wall time and CPU
// time (botcup and its players), the browser's CPU time during the run,
// and the ratios with their 95% intervals.
//
// The browser is started once, before the first run, on a stage page
// that pagecost serves: a frame the size of the window, empty during the
// plain runs and showing the live page during the -http runs (pagecost
// tells the stage through server-sent events). The browser's start is
// not a cost of serving, its drawing of the page is. Nothing else talks
// to the browser: a DevTools client, as the browser tests use, would
// make every change of the page an event to it, and a tab opened beside
// the first is not drawn by headless Chromium.
//
//	go run ./tools/pagecost -rounds 8 -- bin/botcup match invers -n 400 -c 2 -q \
//	    "bin/invers -depth 2 -seed {seed} -opening 4" ref:greedy
//
// Use a command whose games do not depend on time (fixed depths), so that
// both variants play the same games.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"botcup/arena/stats"
	"botcup/replay/replaytest"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "pagecost:", err)
		os.Exit(1)
	}
}

// sample is one run of the command.
type sample struct {
	http    bool
	wall    time.Duration
	cpu     time.Duration // botcup and every player it waited for
	browser time.Duration // the browser's processes during the run
}

func run() error {
	rounds := flag.Int("rounds", 6, "rounds of two runs each (plain and -http, alternating which goes first)")
	addr := flag.String("addr", "127.0.0.1:8731", "the address given to -http")
	browserPath := flag.String("browser", "", "Chromium's path (default: the first of chromium, chromium-browser, google-chrome on PATH)")
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "usage: pagecost [flags] -- botcup SUBCOMMAND [flags] [args]")
		flag.PrintDefaults()
	}
	flag.Parse()
	cmdline := flag.Args()
	if len(cmdline) < 2 {
		flag.Usage()
		return errors.New("give the botcup command to measure after --, for example bin/botcup match")
	}
	if *rounds < 1 {
		return fmt.Errorf("-rounds %d: at least one round", *rounds)
	}
	b, err := startBrowser(*browserPath)
	if err != nil {
		return err
	}
	defer b.stop()
	var samples []sample
	for r := 0; r < *rounds; r++ {
		order := []bool{false, true}
		if r%2 == 1 {
			order = []bool{true, false}
		}
		for _, withHTTP := range order {
			s, err := once(b, cmdline, withHTTP, *addr)
			if err != nil {
				return err
			}
			samples = append(samples, s)
			fmt.Printf("round %d %-5s wall %7.2f s  cpu %7.2f s  browser %5.2f s\n", r+1, label(withHTTP),
				s.wall.Seconds(), s.cpu.Seconds(), s.browser.Seconds())
		}
	}
	report(samples)
	return nil
}

func label(withHTTP bool) string {
	if withHTTP {
		return "http"
	}
	return "plain"
}

// browser is a headless Chromium showing the stage.
type browser struct {
	cmd    *exec.Cmd
	dir    string       // its profile, removed at the end
	srv    *http.Server // the stage
	show   chan string  // URLs for the stage's frame ("about:blank": empty)
	loaded chan string  // the URLs the frame loaded
}

// stagePage is the browser's only tab: a frame the size of the window,
// whose page pagecost sets.
const stagePage = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>pagecost</title></head>
<body style="margin:0;overflow:hidden">
<iframe id="f" src="about:blank" style="border:0;width:100vw;height:100vh"></iframe>
<script>
var f = document.getElementById("f");
f.addEventListener("load", function () { fetch("/loaded?" + encodeURIComponent(f.src)); });
new EventSource("/show").addEventListener("show", function (e) { f.src = e.data; });
</script></body></html>`

// startBrowser serves the stage on a loopback port and starts headless
// Chromium on it, with the flags a test browser takes (no first run, no
// background networking, no extensions); it returns once the stage is
// shown and the browser is idle.
func startBrowser(path string) (*browser, error) {
	if path == "" {
		p, err := replaytest.Chromium()
		if err != nil {
			return nil, fmt.Errorf("%w: give -browser", err)
		}
		path = p
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	b := &browser{show: make(chan string), loaded: make(chan string, 16)}
	connected := make(chan struct{}, 1)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, stagePage)
	})
	mux.HandleFunc("GET /loaded", func(w http.ResponseWriter, r *http.Request) {
		u, _ := url.QueryUnescape(r.URL.RawQuery)
		select {
		case b.loaded <- u:
		default:
		}
	})
	mux.HandleFunc("GET /show", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/event-stream")
		w.(http.Flusher).Flush()
		select {
		case connected <- struct{}{}:
		default:
		}
		for {
			select {
			case u := <-b.show:
				fmt.Fprintf(w, "event: show\ndata: %s\n\n", u)
				w.(http.Flusher).Flush()
			case <-r.Context().Done():
				return
			}
		}
	})
	b.srv = &http.Server{Handler: mux}
	go b.srv.Serve(ln)
	if b.dir, err = os.MkdirTemp("", "pagecost-chromium-"); err != nil {
		b.srv.Close()
		return nil, err
	}
	b.cmd = exec.Command(path, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
		"--no-default-browser-check", "--disable-background-networking", "--disable-component-update",
		"--disable-default-apps", "--disable-extensions", "--disable-sync", "--mute-audio",
		"--window-size=1100,760", "--user-data-dir="+b.dir, "http://"+ln.Addr().String()+"/")
	b.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // stop ends all its processes
	if err := b.cmd.Start(); err != nil {
		b.stop()
		return nil, fmt.Errorf("starting Chromium: %w", err)
	}
	select {
	case <-connected:
	case <-time.After(30 * time.Second):
		b.stop()
		return nil, errors.New("the browser did not show the stage within 30 s")
	}
	// Chromium goes on starting (about 4 s of CPU here) after its first
	// page: wait until it is idle, at most 30 s.
	for i, last := 0, treeCPU(b.cmd.Process.Pid); i < 30; i++ {
		time.Sleep(time.Second)
		now := treeCPU(b.cmd.Process.Pid)
		if now-last < 20*time.Millisecond {
			break
		}
		last = now
	}
	return b, nil
}

func (b *browser) stop() {
	if b.cmd != nil && b.cmd.Process != nil {
		syscall.Kill(-b.cmd.Process.Pid, syscall.SIGKILL)
		b.cmd.Wait()
	}
	b.srv.Close()
	os.RemoveAll(b.dir)
}

// open shows url in the stage's frame and waits until it is loaded, at
// most 30 s.
func (b *browser) open(url string) error {
	for len(b.loaded) > 0 {
		<-b.loaded
	}
	select {
	case b.show <- url:
	case <-time.After(30 * time.Second):
		return errors.New("the stage is not listening")
	}
	for deadline := time.After(30 * time.Second); ; {
		select {
		case u := <-b.loaded:
			if u == url {
				return nil
			}
		case <-deadline:
			return fmt.Errorf("the stage did not load %s within 30 s", url)
		}
	}
}

// once runs the command, with -http and the page open in a tab of b if
// withHTTP, and measures it.
func once(b *browser, cmdline []string, withHTTP bool, addr string) (sample, error) {
	args := slices.Clone(cmdline[1:])
	if withHTTP {
		args = slices.Insert(args, 1, "-http", addr)
	}
	cmd := exec.Command(cmdline[0], args...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	meter := startMeter(b.cmd.Process.Pid)
	start := time.Now()
	if err := cmd.Start(); err != nil {
		meter.used()
		return sample{}, err
	}
	opened := make(chan error, 1)
	if withHTTP {
		go func() { opened <- openWhenServed(b, "http://"+addr+"/") }()
	}
	err := cmd.Wait()
	wall := time.Since(start)
	browserCPU := meter.used()
	if withHTTP {
		if oerr := <-opened; oerr != nil {
			return sample{}, fmt.Errorf("opening the live page: %w", oerr)
		}
		if cerr := b.open("about:blank"); cerr != nil {
			return sample{}, cerr
		}
	}
	if err != nil {
		return sample{}, fmt.Errorf("%s: %w\n%s", strings.Join(cmd.Args, " "), err, stderr.String())
	}
	st := cmd.ProcessState
	return sample{http: withHTTP, wall: wall, cpu: st.UserTime() + st.SystemTime(), browser: browserCPU}, nil
}

// openWhenServed waits until url answers (polling /state.json every 20 ms)
// and shows it on b's stage.
func openWhenServed(b *browser, url string) error {
	client := http.Client{Timeout: time.Second}
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		resp, err := client.Get(url + "state.json")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				break
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s did not answer within 30 s (last: %v)", url, err)
		}
	}
	return b.open(url)
}

// treeCPU is the CPU time (user and system) of pid and every process
// descending from it now.
func treeCPU(pid int) time.Duration {
	var total time.Duration
	for _, c := range tree(pid) {
		total += c
	}
	return total
}

// tree is the CPU time (user and system) of pid and of every process
// descending from it now, by process, read from /proc.
func tree(pid int) map[int]time.Duration {
	parent := map[int]int{}
	cpu := map[int]time.Duration{}
	dirs, _ := filepath.Glob("/proc/[0-9]*/stat")
	for _, f := range dirs {
		b, err := os.ReadFile(f)
		if err != nil {
			continue // gone meanwhile
		}
		// pid (comm) state ppid ... utime(14) stime(15): comm may hold
		// spaces, so fields are counted after its closing parenthesis.
		s := string(b)
		i := strings.LastIndexByte(s, ')')
		if i < 0 {
			continue
		}
		id, _ := strconv.Atoi(strings.TrimSpace(s[:strings.IndexByte(s, '(')]))
		fields := strings.Fields(s[i+1:])
		if len(fields) < 13 {
			continue
		}
		ppid, _ := strconv.Atoi(fields[1])
		ut, _ := strconv.ParseInt(fields[11], 10, 64)
		st, _ := strconv.ParseInt(fields[12], 10, 64)
		parent[id] = ppid
		cpu[id] = time.Duration(ut+st) * time.Second / 100 // USER_HZ is 100 on Linux
	}
	out := map[int]time.Duration{}
	for id, c := range cpu {
		for p := id; p > 1; p = parent[p] {
			if p == pid {
				out[id] = c
				break
			}
		}
	}
	return out
}

// meter follows the CPU time of a process tree while it runs: its
// processes come and go (a tab's renderer ends with the tab), so each is
// read every 200 ms and counted from its first reading (or from 0 if it
// started meanwhile) to its last.
type meter struct {
	stop chan struct{}
	done chan time.Duration
}

func startMeter(pid int) *meter {
	m := &meter{stop: make(chan struct{}), done: make(chan time.Duration, 1)}
	first, last := tree(pid), map[int]time.Duration{}
	go func() {
		tick := time.NewTicker(200 * time.Millisecond)
		defer tick.Stop()
		for stopped := false; !stopped; {
			select {
			case <-m.stop:
				stopped = true
			case <-tick.C:
			}
			for id, c := range tree(pid) {
				last[id] = c
			}
		}
		var total time.Duration
		for id, c := range last {
			total += c - first[id]
		}
		m.done <- total
	}()
	return m
}

// used ends the meter and returns the tree's CPU time since its start.
func (m *meter) used() time.Duration {
	close(m.stop)
	return <-m.done
}

// report prints the medians and, per round, the ratio of the -http run to
// the plain run, with the geometric mean of the ratios and its 95%
// interval (Student's t over the logarithms).
func report(samples []sample) {
	var wallRatio, cpuRatio []float64
	var plainWall, httpWall, plainCPU, httpCPU, browser []float64
	for i := 0; i+1 < len(samples); i += 2 {
		a, b := samples[i], samples[i+1]
		if a.http {
			a, b = b, a
		}
		wallRatio = append(wallRatio, b.wall.Seconds()/a.wall.Seconds())
		cpuRatio = append(cpuRatio, b.cpu.Seconds()/a.cpu.Seconds())
		plainWall, httpWall = append(plainWall, a.wall.Seconds()), append(httpWall, b.wall.Seconds())
		plainCPU, httpCPU = append(plainCPU, a.cpu.Seconds()), append(httpCPU, b.cpu.Seconds())
		browser = append(browser, b.browser.Seconds()/b.wall.Seconds())
	}
	fmt.Printf("\nmedians over %d rounds: wall plain %.2f s, http %.2f s; cpu plain %.2f s, http %.2f s; browser %.1f%% of a core during http runs\n",
		len(wallRatio), median(plainWall), median(httpWall), median(plainCPU), median(httpCPU), 100*median(browser))
	for _, r := range []struct {
		name string
		v    []float64
	}{{"wall", wallRatio}, {"cpu", cpuRatio}} {
		g, lo, hi := geoMean(r.v)
		fmt.Printf("%s http/plain: median %.3f, geometric mean %.3f [%.3f, %.3f] (95%%), rounds %s\n",
			r.name, median(r.v), g, lo, hi, fmtAll(r.v))
	}
}

func median(v []float64) float64 {
	s := slices.Sorted(slices.Values(v))
	n := len(s)
	if n == 0 {
		return math.NaN()
	}
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// geoMean is the geometric mean of v with its 95% interval (Student's t
// over the logarithms, as stats gives a score difference's; NaN below
// stats.MinScorePairs values).
func geoMean(v []float64) (g, lo, hi float64) {
	logs := make([]float64, len(v))
	for i, x := range v {
		logs[i] = math.Log(x)
	}
	d := stats.ScoreDiffOf(logs)
	if d.CI == nil {
		return math.Exp(d.Mean), math.NaN(), math.NaN()
	}
	return math.Exp(d.Mean), math.Exp(d.CI[0]), math.Exp(d.CI[1])
}

func fmtAll(v []float64) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = strconv.FormatFloat(x, 'f', 3, 64)
	}
	return strings.Join(parts, " ")
}
