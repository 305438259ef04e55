package main

import (
	"testing"

	"botcup/arena/arenatest"
)

// Every registered game passes the conformance kit: a game gets these
// checks by its line in games.go.
func TestRegisteredGamesConform(t *testing.T) {
	for _, reg := range registrations() {
		t.Run(reg.Name, func(t *testing.T) {
			t.Parallel()
			arenatest.Conformance(t, reg)
		})
	}
}
