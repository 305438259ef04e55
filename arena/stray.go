package arena

import "fmt"

// Stray is where a player left its opening line: at move Ply (from 0) it
// played Played where the line says Want. Only a player's own answers can
// stray: a jury move for a faulted player ends the check.
type Stray struct {
	Player int    `json:"player"`
	Ply    int    `json:"ply"`
	Want   string `json:"want"`
	Played string `json:"played"`
}

func (s *Stray) String() string {
	return fmt.Sprintf("player %d strayed from the opening line at move %d: %q, not %q", s.Player, s.Ply+1, s.Played, s.Want)
}

// FindStray checks that moves follow the opening line o from the start and
// returns the first move that does not, or nil. A line played in full, a
// game shorter than the line, or a jury move (the player had faulted, which
// is reported as its fault) end the check without a stray.
func FindStray(o Opening, moves []Move) *Stray {
	for k, want := range o.Moves {
		if k >= len(moves) || moves[k].Jury {
			return nil
		}
		if m := moves[k]; m.Line != want {
			return &Stray{Player: m.Player, Ply: k, Want: want, Played: m.Line}
		}
	}
	return nil
}
