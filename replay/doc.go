// Package replay draws recorded games as self-contained HTML pages that
// open straight from disk (no network, no external file): a viewer that
// steps through every game of a record move by move, and the summary
// pages of a match and of a solve round.
//
// The Go side replays each record with the game's own judge and rules
// packages and writes one frame per ply as JSON into the page; a small
// embedded script draws the game's scene into SVG once and then sets each
// cell's data-state (and label) from the frame shown, so a page, or a
// test in a browser, reads the board from stable ids and attributes.
//
// What it offers (each file holds one concern):
//   - scene.go: Scene, Cell, Shape, Frame and Game, what a page draws;
//   - record.go: FromRecord, a two-player game replayed with its judge,
//     and the follower each game implements;
//   - more.go, bao.go, invers.go, amazes.go: each two-player game's
//     drawing (walls and stones; pits, stores and the sown path; tiles and
//     the push; the maze, discoveries, players and their distance);
//   - samegame.go: FromSolve, a solved SameGame board drawn move by move;
//   - page.go: WriteViewer, the replay page (assets/viewer.*);
//   - report.go: WriteMatchReport and WriteSolveReport, the summary pages
//     (assets/report.*), with plot.go's SVG line plots and histograms.
//
// The tests load the pages in headless Chromium (chromedp).
package replay
