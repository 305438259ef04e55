package bao

import (
	"botcup/search/duel"
)

// Engine chooses the moves of one side on the State it is bound to:
// duel.Duel on Bao (Choose, Played, Random, Kind). Its alpha-beta is
// exact once its depth reaches the 100-move end (PliesLeft); its Thought's
// Value is stones*StoneValue for alpha-beta and greedy.
type Engine = duel.Duel[State, Pit, *State]

// NewEngine binds an engine of the given kind (duel.AlphaBeta,
// duel.MCTS, duel.Greedy or duel.Random; DefaultEngine if "") to s, the
// position the bot keeps up to date, with a transposition table of
// ttEntries slots (0: duel.DefaultTTEntries).
func NewEngine(s *State, kind string, seed uint64, ttEntries int) (*Engine, error) {
	if kind == "" {
		kind = DefaultEngine
	}
	return duel.New[State, Pit](s, duel.Options{Kind: kind, Seed: seed, TTEntries: ttEntries})
}

// captureOdds is how often, in 256ths, a playout move is the biggest
// capture when the position has one; the other playout moves are uniformly
// random. Bao is a game of captures: a playout that lets the stones lie
// where a capture is to be had says little about the position.
var captureOdds = 224

// PlayoutMove is MCTS's playout policy (search.PlayoutPolicy): with
// captureOdds the move that captures the most stones at once (ties broken
// by r), otherwise, or when no move captures, a uniformly random one.
func (s *State) PlayoutMove(moves []Pit, r uint64) int {
	random := int((r >> 32) % uint64(len(moves)))
	if r&0xff >= uint64(captureOdds) {
		return random
	}
	side := s.side
	before := s.store[side]
	best, bestGain, ties := random, uint8(0), uint64(0)
	r >>= 8
	for i, m := range moves {
		after := s.position // copy-make: s stays as it is
		after.play(m, &s.pits)
		gain := after.store[side] - before
		switch {
		case gain > bestGain:
			best, bestGain, ties = i, gain, 1
		case gain == bestGain && gain > 0:
			ties++
			if (r>>(4*i))&0xf%ties == 0 {
				best = i
			}
		}
	}
	return best
}
