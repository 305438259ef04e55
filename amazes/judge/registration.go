package judge

import "botcup/arena"

// Registration is Amazes' entry in the CLI's game registry.
func Registration() arena.Registration {
	return arena.Registration{
		Name: "amazes",
		NewJudge: func(opts map[string]string) (arena.Judge, error) {
			j, err := New(opts)
			if err != nil {
				return nil, err
			}
			return j, nil
		},
		Players: Players(),
	}
}
