// Package replay draws recorded games as self-contained HTML pages that
// open straight from disk (no network, no external file): a viewer that
// steps through every game of a record move by move, and the summary
// pages of a match and of a solve round.
//
// The Go side replays each record with the game's own judge and the
// drawing its registration gives (game.Registration's Follow, DrawSolve
// and Style, written in the game's <game>/view package on package draw's
// shapes) and writes one frame per ply as JSON into the page; a small
// embedded script draws the game's scene into SVG once and then sets each
// cell's data-state (and label) from the frame shown, so a page, or a
// test in a browser, reads the board from stable ids and attributes.
//
// It offers FromRecord and FromSolve (a game or a solved board as frames),
// WriteViewer (the replay page) and WriteMatchReport and WriteSolveReport
// (the summary pages, with SVG line plots and histograms). It names no
// game. The tests load the pages in headless Chromium (chromedp).
package replay
