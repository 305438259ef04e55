package caia

import (
	"fmt"
	"slices"
	"strings"

	"botcup/game"
)

// Registration is the game name (caia:PATH) as botcup registers a game:
// its judge is the CAIA referee at path (see NewJudge), which takes no
// judge options; it has no reference players, perft, opening lines or
// drawing, and commands that need one say so.
func Registration(name, path string) (game.Registration, error) {
	if path == "" {
		return game.Registration{}, fmt.Errorf("%s: name the CAIA referee's executable after %s", name, Prefix)
	}
	j, err := NewJudge(name, path)
	if err != nil {
		return game.Registration{}, err
	}
	return game.Registration{
		Name:    name,
		Program: path,
		NewJudge: func(opts map[string]string) (game.Judge, error) {
			if len(opts) > 0 {
				return nil, fmt.Errorf("a CAIA referee takes no judge options (-opt %v)", optsText(opts))
			}
			return j, nil
		},
	}, nil
}

// Is reports whether game names a CAIA referee (caia:PATH).
func Is(game string) bool { return strings.HasPrefix(game, Prefix) }

// optsText lists opts as given, in name order.
func optsText(opts map[string]string) string {
	var words []string
	for k, v := range opts {
		words = append(words, k+"="+v)
	}
	slices.Sort(words)
	return strings.Join(words, " ")
}
