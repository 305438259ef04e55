package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"

	"botcup/arena"
	"botcup/arena/tune"
	"botcup/queue"
	"botcup/watch"
)

// tune runs `botcup tune GAME [flags] BOT`: SPSA on the bot's -param
// parameters through games against itself.
func (c *cli) tune(args []string) error {
	fs := newFlags("tune")
	var f runFlags
	f.register(fs, "number of games (two an iteration, so even)")
	fs.IntVar(&f.play.games, "games", 10, "the same as -n")
	paramsFile := fs.String("params", "", "the parameters as JSON (what BOT -params prints, edited); default: ask BOT -params")
	report := fs.String("report", "", "write the live page (as -http serves it) as the run ends, frozen, to this HTML file")
	pos, err := c.parseRun(fs, args, &f)
	if err != nil {
		return err
	}
	pf := f.play
	if pf.suite.file != "" || pf.json.dest != "" {
		return usagef("tune takes neither -openings nor -json: vary its games with {seed} in the bot's command line (e.g. -seed {seed} -opening 4)")
	}
	if len(pos) != 2 {
		return usagef("usage: botcup tune GAME [flags] BOT (a game and one bot, not %d arguments; botcup help tune)", len(pos))
	}
	g, judge, err := c.twoPlayer(pos[0], pf.opts)
	if err != nil {
		return err
	}
	if err := pf.caiaRun(g); err != nil {
		return err
	}
	ents, err := c.entrants(g, pos[1:], pf.seed)
	if err != nil {
		return err
	}
	params, err := tuneParams(*paramsFile, arena.ExpandArgv(ents[0].Argv, pf.seed, ""))
	if err != nil {
		return err
	}
	rf, resumed, err := openRecordOf(c, pf.out, "iterations", tune.OpenRecordFile)
	if err != nil {
		return err
	}
	if rf != nil {
		defer rf.Close()
	}
	opts := pf.gameOptions()
	r, err := c.startRun(&f.queue, queue.Run{Game: g.Name, Options: opts, Players: ents}, pf.out, len(resumed) == 0,
		&f.http, watch.Run{Kind: "tune", Game: g.Name, Sides: g.SideNames(), Title: fmt.Sprintf("%s: tuning %s", g.Name, ents[0].Name),
			Limit: limitText(pf.budget, judge), Total: pf.games / 2 * 2, Params: params}, *report != "")
	if err != nil {
		return err
	}
	wt := r.wt
	// On workers -c stays the batch: the same values as a local run.
	t := tune.Tuner{
		SPSA:  tune.SPSA{Params: params, Iterations: pf.games / 2, Seed: pf.seed},
		Judge: judge, Bot: ents[0], Concurrency: pf.concurrency, Record: rf, Resumed: resumed,
		Options: opts, Remote: r.q.remote(), Observe: wt.observe(),
	}
	var shown time.Time
	t.Progress = func(done int, theta []float64) {
		if wt != nil {
			wt.w.Tune(done, theta)
		}
		if !pf.quiet && (time.Since(shown) >= tuneReportEvery || done == t.SPSA.Iterations) {
			shown = time.Now()
			fmt.Fprintf(c.stderr, "%d/%d iterations: %s\n", done, t.SPSA.Iterations, valuesText(params, theta, " "))
		}
	}
	theta, recs, runErr := t.Run(r.ctx)
	r.end(runErr)
	if theta == nil {
		return runErr
	}
	writeTune(c.stdout, params, theta, recs, t.SPSA.History(recs))
	if err := wt.report(c, *report); err != nil {
		return err
	}
	return runErr
}

// tuneReportEvery is how often tune reports the values it has reached.
const tuneReportEvery = 10 * time.Second

// tuneParams reads the parameters from file, or asks the bot for them.
func tuneParams(file string, bot []string) ([]tune.Param, error) {
	var raw []byte
	var err error
	if file != "" {
		raw, err = os.ReadFile(file)
	} else {
		cmd := exec.Command(bot[0], append(append([]string(nil), bot[1:]...), "-params")...)
		cmd.Stderr = io.Discard
		if raw, err = cmd.Output(); err != nil {
			err = fmt.Errorf("asking %s for its parameters (-params): %w", strings.Join(bot, " "), err)
		}
	}
	if err != nil {
		return nil, err
	}
	var params []tune.Param
	if err := json.Unmarshal(raw, &params); err != nil {
		return nil, fmt.Errorf("parameters %s: %w", orBot(file), err)
	}
	if len(params) == 0 {
		return nil, fmt.Errorf("parameters %s: %w", orBot(file), tune.ErrNoParams)
	}
	return params, nil
}

func orBot(file string) string {
	if file == "" {
		return "of the bot"
	}
	return file
}

func valuesText(params []tune.Param, theta []float64, sep string) string {
	parts := make([]string, len(params))
	for i, p := range params {
		parts[i] = p.Name + "=" + tune.FormatParam(p, theta[i])
	}
	return strings.Join(parts, sep)
}

// writeTune prints the run's history (the values at the start and at most
// nine later points; history[k] after k iterations), its result and the
// tuned values as flags and as Go to paste.
func writeTune(w io.Writer, params []tune.Param, theta []float64, recs []tune.Record, history [][]float64) {
	plus := 0.0
	for _, r := range recs {
		plus += r.Result
	}
	fmt.Fprintf(w, "tune: %d iterations (%d games); the plus side scored %+g over all pairs\n", len(recs), 2*len(recs), plus)
	fmt.Fprintf(w, "%-24s %10s", "parameter", "start")
	step := max(1, (len(history)+8)/9)
	var rows []int
	for i := step; i < len(history)-1; i += step {
		rows = append(rows, i)
	}
	rows = append(rows, len(history)-1)
	for _, r := range rows {
		fmt.Fprintf(w, " %10s", fmt.Sprintf("@%d", r))
	}
	fmt.Fprintln(w)
	for i, p := range params {
		fmt.Fprintf(w, "%-24s %10s", p.Name, tune.FormatParam(p, p.Value))
		for _, r := range rows {
			fmt.Fprintf(w, " %10s", tune.FormatParam(p, history[r][i]))
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "flags: %s\n", strings.Join(tune.ParamArgs(params, theta), " "))
	fmt.Fprintln(w, "Go:")
	for i, p := range params {
		fmt.Fprintf(w, "\t%s = %s // %s, was %s\n", goName(p.Name), tune.FormatParam(p, theta[i]), p.Name, tune.FormatParam(p, p.Value))
	}
}

// goName turns a parameter name (eval-border) into a Go name (evalBorder).
func goName(name string) string {
	parts := strings.FieldsFunc(name, func(r rune) bool { return r == '-' || r == '_' || r == '.' })
	for i := 1; i < len(parts); i++ {
		parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
	}
	return strings.Join(parts, "")
}
