package queue

import (
	"context"
	"encoding/json"
	"slices"
	"testing"

	"botcup/arena"
)

// FuzzDecodeJob: a worker never panics on what it pulls off the queue, and
// a job it takes says one thing: a pair's games, each once with its
// players' command lines, or a board; it travels again unchanged.
func FuzzDecodeJob(f *testing.F) {
	f.Add([]byte(`{"run":"ab12","game":"more","games":[{"Index":0,"Seed":5,"Players":[{"Name":"a","Argv":["{botcup}","player","more","random"]},{"Name":"b","Argv":["{sha256:00}","{seed}"]}],"Pair":0,"Opening":{"moves":null}},{"Index":1,"Seed":5,"Players":[{"Name":"b","Argv":["x"]},{"Name":"a","Argv":["y"]}]}],"ack_wait":30000000000,"version":"v"}`))
	f.Add([]byte(`{"run":"ab12","game":"samegame","solve":{"board":3,"text":"1 2\n","player":{"Name":"p","Argv":["bin/samegame"]},"time":1000000000,"scoring":"contest"}}`))
	f.Add([]byte(`{"run":"a.b","game":"more","games":[]}`))
	f.Add([]byte(`{"run":"x","game":"more","games":[{"Index":-1}]}`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, data []byte) {
		job, err := decodeJob(data)
		if err != nil {
			return
		}
		if (len(job.Games) > 0) == (job.Solve != nil) {
			t.Fatalf("a job of %d games and board %v", len(job.Games), job.Solve)
		}
		for k, s := range job.Games {
			if s.Index < 0 || slices.ContainsFunc(job.Games[:k], func(o arena.Scheduled) bool { return o.Index == s.Index }) {
				t.Fatalf("game %d twice or negative", s.Index)
			}
			for _, p := range s.Players {
				if len(p.Argv) == 0 {
					t.Fatalf("game %d: a player without a command line", s.Index)
				}
			}
		}
		again, err := json.Marshal(job)
		if err != nil {
			t.Fatal(err)
		}
		back, err := decodeJob(again)
		if err != nil || back.msgID() != job.msgID() {
			t.Fatalf("%s travels as %s: %v", data, again, err)
		}
	})
}

// FuzzDecodeResult: the coordinator never panics on what a worker
// publishes, and a result it takes holds records only of its own games
// (each once), or one board's result.
func FuzzDecodeResult(f *testing.F) {
	f.Add([]byte(`{"run":"ab12","worker":"w","games":[0,1],"records":[{"kind":"game","version":1,"game":"more","index":0,"seed":5,"setup":"","players":["a","b"],"moves":[{"p":0,"m":"a1","t":0.1}],"contest":[1,2],"scores":[1,2],"time_s":[0.1,0]}]}`))
	f.Add([]byte(`{"run":"ab12","worker":"w","board":2,"solved":{"board":2,"score":5,"scores":{"contest":5},"moves":1,"fault":"","lines":1,"last_s":0.5,"solution":"1 1"}}`))
	f.Add([]byte(`{"run":"ab12","worker":"w","games":[4,5],"error":"player a: not found"}`))
	f.Add([]byte(`{"run":"ab12","worker":"w","games":[0,0],"records":[{"index":7}]}`))
	f.Add([]byte(`{"run":`))
	f.Fuzz(func(t *testing.T, data []byte) {
		res, err := decodeResult(data)
		keys := res.keys()
		if err != nil {
			return
		}
		if (res.Board != nil) == (len(res.Games) > 0 || len(res.Records) > 0) {
			t.Fatalf("a result of board %v and %d games", res.Board, len(res.Games))
		}
		for k, r := range res.Records {
			if !slices.Contains(res.Games, r.Index) || slices.ContainsFunc(res.Records[:k], func(o arena.Record) bool { return o.Index == r.Index }) {
				t.Fatalf("record of game %d in a result of games %v", r.Index, res.Games)
			}
		}
		if len(keys) == 0 {
			t.Fatalf("a result nobody waits on: %s", data)
		}
	})
}

// FuzzDecodeControl: a worker never panics on a control message, and one
// it follows says one thing about one run.
func FuzzDecodeControl(f *testing.F) {
	f.Add("botcup.control.ab12", []byte(`{"over":true}`))
	f.Add("botcup.control.ab12", []byte(`{"refuse":"w1","reason":"3 results refused"}`))
	f.Add("botcup.control.ab12", []byte(`over`))
	f.Add("botcup.control.", []byte(`{"over":true,"refuse":"w"}`))
	f.Fuzz(func(t *testing.T, subject string, data []byte) {
		run, m, err := decodeControl(subject, data)
		if err != nil {
			return
		}
		if run == "" || subject != controlSubject+run || m.Over == (m.Refuse != "") {
			t.Fatalf("%q %q: run %q, %+v", subject, data, run, m)
		}
	})
}

// FuzzCoordinatorTakes: whatever a worker publishes for a pair of More,
// the coordinator never panics, and records a game only if it is the
// judge's own replay of the scheduled game.
func FuzzCoordinatorTakes(f *testing.F) {
	judge, err := games()[0].NewJudge(nil)
	if err != nil {
		f.Fatal(err)
	}
	fx := &fixture{self: "/bin/botcup", greedy: "/bin/relay.sh"}
	a, b := fx.players("0s")
	pair := match{games: 2}.schedule(a, b)
	pack, err := Pack([]arena.Entrant{a}, fx.self, nil)
	if err != nil {
		f.Fatal(err)
	}
	genuine := Result{Run: "r1", Worker: "w", Games: []int{0, 1}}
	for _, s := range pair {
		rec, err := stubPlay(context.Background(), judge, nil, s, arena.GameOptions{})
		if err != nil {
			f.Fatal(err)
		}
		genuine.Records = append(genuine.Records, rec)
	}
	seed, _ := json.Marshal(genuine)
	f.Add(seed)
	forgedRes := genuine
	forgedRes.Records = []arena.Record{forged(pair[0]), forged(pair[1])}
	seed, _ = json.Marshal(forgedRes)
	f.Add(seed)
	f.Add([]byte(`{"run":"r1","worker":"w","games":[0,1],"records":[{"kind":"game","version":1,"game":"more","index":1,"moves":[{"p":0,"m":"Z"}]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c := &Coordinator{id: "r1", judge: judge, pack: pack, run: Run{Game: "more", Registration: games()[0], MaxFailures: 1 << 30},
			records: map[int]arena.Record{}, offered: map[int][]offer{}, failed: map[int]string{}, again: map[int]bool{},
			waiting: map[int][]chan struct{}{}, refusals: map[string]int{}, boards: map[int]arena.BoardResult{},
			solved: map[int][]boardOffer{}, unsolved: map[int]string{}}
		c.take(data)
		c.mu.Lock()
		defer c.mu.Unlock()
		sent := slices.Clone(pair)
		for i := range sent {
			for k := range sent[i].Players {
				sent[i].Players[k].Argv = pack.Argv(sent[i].Players[k].Argv)
			}
		}
		recs, _ := c.ready(pair, sent)
		for _, r := range c.records {
			s := pair[r.Index]
			want, err := stubPlay(context.Background(), judge, nil, s, arena.GameOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if arenaMoves(r) != arenaMoves(want) || r.Scores != want.Scores || r.Setup != want.Setup {
				// Not the replacement's game: it must still be one the
				// judge replays to the same end.
				if err := arena.Rejudge(judge, nil, s, arena.GameOptions{}, &r); err != nil {
					t.Fatalf("recorded game %d is not genuine: %v", r.Index, err)
				}
			}
		}
		if recs != nil && len(recs) != 2 {
			t.Fatalf("%d records for a pair", len(recs))
		}
	})
}

// arenaMoves is a record's moves as one text.
func arenaMoves(r arena.Record) string {
	b, _ := json.Marshal(r.Moves)
	return string(b)
}
