// Package watch shows a run (a match, SPRT, tournament, tune or solve
// round, on this machine or on workers behind a queue) as it happens: a
// Watch collects the run's state as its games end, and Serve offers it on
// HTTP while the run lasts: `/`, one self-contained live page (no
// network beyond its own server, no outside file); `/state.json`, the
// same state for scripts; `/events`, server-sent events, one when a game
// ends and a heartbeat; `/game/N`, the replay page of a game still held.
// WritePage writes the page frozen, its state inside, for a file that
// stays correct once the run is over.
//
// What it offers (each file holds one concern):
//   - state.go: State, what the page shows, as JSON;
//   - watch.go: Watch, the collector the run's hooks feed (arena's
//     Observe and Progress, a solve round's After, the queue's worker
//     beats);
//   - server.go: Serve, the HTTP server, loopback unless told otherwise,
//     with a token off loopback;
//   - page.go: the page (assets/live.*), served live or written frozen.
package watch
