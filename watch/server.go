package watch

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"botcup/replay"
)

// Heartbeat is how often /events says the run is alive when no game ends.
const Heartbeat = 2 * time.Second

// eventGap is the least time between two events of one stream: games that
// end closer together share an event (the page reads the state anyway).
// A stream may ask for a longer one (/events?gap=1s), up to maxEventGap:
// the page asks for what it draws.
const (
	eventGap    = 50 * time.Millisecond
	maxEventGap = 10 * time.Second
)

// gapOf is the gap between events a stream asks for ("" for eventGap).
func gapOf(q string) (time.Duration, error) {
	if q == "" {
		return eventGap, nil
	}
	d, err := time.ParseDuration(q)
	if err != nil || d < eventGap || d > maxEventGap {
		return 0, fmt.Errorf("botcup: /events?gap=%s: give a duration from %v to %v (e.g. gap=1s)", q, eventGap, maxEventGap)
	}
	return d, nil
}

// tokenCookie carries the token once a page was opened with it.
const tokenCookie = "botcup_token"

// Server serves a Watch on HTTP while its run lasts.
type Server struct {
	// URL is the page's address (with the token off loopback).
	URL string
	// Loopback says the server listens on loopback alone (no token
	// asked); Token is the token asked otherwise.
	Loopback bool
	Token    string

	w       *Watch
	srv     *http.Server
	closing chan struct{}
	done    sync.WaitGroup
}

// Serve serves w on addr: ":8080" or "localhost:8080" is loopback (the
// default when no host is given); any other host (0.0.0.0:8080, a name)
// listens beyond it, and then every request needs token ("": a new
// random one), in the page's address (?token=), a cookie the page then
// keeps, or an Authorization: Bearer header.
func Serve(w *Watch, addr, token string) (*Server, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, fmt.Errorf("-http %q: want HOST:PORT or :PORT (%v)", addr, err)
	}
	if host == "" {
		host = "127.0.0.1"
	}
	s := &Server{w: w, closing: make(chan struct{}), Loopback: isLoopback(host)}
	if !s.Loopback {
		if token == "" {
			b := make([]byte, 16)
			_, _ = rand.Read(b)
			token = hex.EncodeToString(b)
		}
		s.Token = token
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(host, port))
	if err != nil {
		return nil, fmt.Errorf("-http: %w", err)
	}
	show := ln.Addr().(*net.TCPAddr)
	shown := host
	if ip := net.ParseIP(host); ip != nil && ip.IsUnspecified() {
		shown = hostname()
	}
	s.URL = "http://" + net.JoinHostPort(shown, strconv.Itoa(show.Port)) + "/"
	if s.Token != "" {
		s.URL += "?token=" + s.Token
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.page)
	mux.HandleFunc("GET /state.json", s.state)
	mux.HandleFunc("GET /events", s.events)
	mux.HandleFunc("GET /game/{index}", s.game)
	// The pages have no icon: say so, rather than a 404 in the console.
	mux.HandleFunc("GET /favicon.ico", func(rw http.ResponseWriter, _ *http.Request) { rw.WriteHeader(http.StatusNoContent) })
	s.srv = &http.Server{Handler: s.guard(mux), ReadHeaderTimeout: 10 * time.Second}
	s.done.Add(2)
	go func() { defer s.done.Done(); _ = s.srv.Serve(ln) }()
	go func() { defer s.done.Done(); s.sweep() }()
	return s, nil
}

// Close ends the server: the event streams say the run is over (with its
// last state) and close, then the server stops.
func (s *Server) Close() {
	close(s.closing)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_ = s.srv.Shutdown(ctx)
	s.done.Wait()
}

// sweep marks silent workers gone as time passes.
func (s *Server) sweep() {
	t := time.NewTicker(250 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-s.closing:
			return
		case <-t.C:
			s.w.Sweep()
		}
	}
}

// isLoopback reports whether host names the loopback interface.
func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// hostname is this machine's name, for the address printed.
func hostname() string {
	if h, err := os.Hostname(); err == nil && h != "" {
		return h
	}
	return "localhost"
}

// guard asks for the token off loopback; a page opened with the right
// token in its address keeps it as a cookie.
func (s *Server) guard(next http.Handler) http.Handler {
	if s.Token == "" {
		return next
	}
	return http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		got := r.URL.Query().Get("token")
		if c, err := r.Cookie(tokenCookie); got == "" && err == nil {
			got = c.Value
		}
		if b, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); got == "" && ok {
			got = b
		}
		if subtle.ConstantTimeCompare([]byte(got), []byte(s.Token)) != 1 {
			http.Error(rw, "botcup: this run's page needs its token (printed when the run started, or -http-token): open it as /?token=TOKEN", http.StatusUnauthorized)
			return
		}
		if r.URL.Query().Get("token") != "" {
			http.SetCookie(rw, &http.Cookie{Name: tokenCookie, Value: s.Token, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode})
		}
		next.ServeHTTP(rw, r)
	})
}

func (s *Server) page(rw http.ResponseWriter, _ *http.Request) {
	rw.Header().Set("Content-Type", "text/html; charset=utf-8")
	rw.Header().Set("Cache-Control", "no-store")
	_ = writePage(rw, s.w.State(), true)
}

func (s *Server) state(rw http.ResponseWriter, _ *http.Request) {
	rw.Header().Set("Content-Type", "application/json")
	rw.Header().Set("Cache-Control", "no-store")
	_ = json.NewEncoder(rw).Encode(s.w.State())
}

// tick is what an event says of the run: enough for a script to follow
// the count; the page reads /state.json for the rest.
type tick struct {
	Games   int    `json:"games"`
	Total   int    `json:"total"`
	Version uint64 `json:"version"`
	Over    bool   `json:"over"`
}

// events streams server-sent events: "game" when games ended since the
// last event, "state" for any other change (a worker's beat), "beat"
// every Heartbeat, and "over" with the whole final state as the run ends;
// two events at least the gap asked apart (gapOf).
func (s *Server) events(rw http.ResponseWriter, r *http.Request) {
	gap, err := gapOf(r.URL.Query().Get("gap"))
	if err != nil {
		http.Error(rw, err.Error(), http.StatusBadRequest)
		return
	}
	fl, ok := rw.(http.Flusher)
	if !ok {
		http.Error(rw, "no streaming", http.StatusInternalServerError)
		return
	}
	rw.Header().Set("Content-Type", "text/event-stream")
	rw.Header().Set("Cache-Control", "no-store")
	send := func(event string, data any) bool {
		b, _ := json.Marshal(data)
		_, err := fmt.Fprintf(rw, "event: %s\ndata: %s\n\n", event, b)
		fl.Flush()
		return err == nil
	}
	beat := time.NewTicker(Heartbeat)
	defer beat.Stop()
	games, version := -1, uint64(0)
	for {
		changed := s.w.changes()
		now := s.w.tick()
		switch {
		case now.Over:
			send("over", s.w.State())
			return
		case now.Games != games:
			if !send("game", now) {
				return
			}
		case now.Version != version:
			if !send("state", now) {
				return
			}
		}
		games, version = now.Games, now.Version
		select {
		case <-changed:
			time.Sleep(gap)
		case <-beat.C:
			if !send("beat", now) {
				return
			}
		case <-r.Context().Done():
			return
		case <-s.closing:
			if st := s.w.State(); st.Over {
				send("over", st)
			}
			return
		}
	}
}

// game serves a kept game's replay page.
func (s *Server) game(rw http.ResponseWriter, r *http.Request) {
	i, err := strconv.Atoi(r.PathValue("index"))
	rec := s.w.record(i)
	if err != nil || rec == nil || s.w.run.Replay == nil {
		http.Error(rw, fmt.Sprintf("botcup: game %s is not held here (the page keeps the last %d games; botcup replay RECORD -html -game N draws any recorded game)",
			r.PathValue("index"), KeptGames), http.StatusNotFound)
		return
	}
	g, err := s.w.run.Replay(rec)
	if err != nil {
		http.Error(rw, err.Error(), http.StatusInternalServerError)
		return
	}
	rw.Header().Set("Content-Type", "text/html; charset=utf-8")
	_ = replay.WriteViewer(rw, fmt.Sprintf("%s: game %d", s.w.run.Title, i), "scores in seat order", []replay.Drawing{g})
}
