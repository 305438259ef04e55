package search

import (
	"testing"

	"botcup/search/internal/toy"

	"github.com/stretchr/testify/assert"
)

func TestOptionErrorsAreInvalidOptions(t *testing.T) {
	for _, err := range []error{ErrMCTSExploration, ErrMCTSNodes, ErrMCTSRaveOption, ErrSolverNodes, ErrAlphaBetaDepth,
		ErrNRPAAlpha, ErrNMCSLevel, ErrTTSize, ErrBeamWidth, ErrMCTSSolvePlies} {
		assert.ErrorIs(t, err, ErrInvalidOption, "%v", err)
	}
	assert.NotErrorIs(t, ErrGameOver, ErrInvalidOption, "a finished game is no option")
	_, err := NewMCTS[toy.Pick, uint8](MCTSOptions{Selection: EpsilonGreedy, Epsilon: 2})
	assert.EqualError(t, err, "search: invalid option MCTSOptions.Epsilon: must lie in [0, 1], and be 0 under UCT")
	assert.ErrorIs(t, err, ErrMCTSEpsilon)
	assert.NotErrorIs(t, err, ErrMCTSExploration)
}

func TestSelectionSaysWhatItNeeds(t *testing.T) {
	_, err := NewMCTS[toy.Pick, uint8](MCTSOptions{Selection: GroupedEpsilonGreedy, Epsilon: 0.1})
	assert.ErrorIs(t, err, ErrMCTSSelection, "Pick has no MoveGrouper")
	_, err = NewMCTS[toy.Pick, uint8](MCTSOptions{Epsilon: 0.1})
	assert.ErrorIs(t, err, ErrMCTSEpsilon, "epsilon without an epsilon-greedy selection")
	_, err = NewMCTS[toy.Pick, uint8](MCTSOptions{Selection: GroupedEpsilonGreedy + 1})
	assert.ErrorIs(t, err, ErrMCTSSelection)
	assert.ErrorIs(t, err, ErrInvalidOption)
	_, err = NewMCTS[toy.Pick, uint8](MCTSOptions{Selection: EpsilonGreedy})
	assert.NoError(t, err, "epsilon-greedy with epsilon 0 is greedy")
}
