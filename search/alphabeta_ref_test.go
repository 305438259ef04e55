package search

import "golang.org/x/exp/constraints"

// minimax is the yardstick for AlphaBeta: plain fixed-depth negamax over
// every move, no pruning, memoised on (position, depth, ply). It follows the
// same definitions as the engine, written the obvious way:
//   - a terminal position is worth its value; with a WinMarker a win is
//     worth WinValue less the plies from the root, a loss the opposite;
//   - at depth 0 (or ply MaxPly-1) the value is Eval, or with a Quiescer the
//     best of Eval and every noisy move's value;
//   - with an Extender, a move that Extend approves, made at a ply below
//     twice the root depth, keeps the depth instead of using one up.
//
// Values are from the side to move at the node, counted from the root.
type minimax[M constraints.Unsigned, G Game[M]] struct {
	g     G
	win   int32
	quiet Quiescer[M]
	ext   Extender[M]
	root  int // the root depth, for the extension limit
	memo  map[minimaxKey]int32
	nodes int64 // positions evaluated (memo misses)
}

type minimaxKey struct {
	hash             uint64
	depth, ply, root int
}

func newMinimax[M constraints.Unsigned, G Game[M]](g G) *minimax[M, G] {
	r := &minimax[M, G]{g: g, memo: map[minimaxKey]int32{}}
	if w, ok := any(g).(WinMarker); ok {
		r.win = w.WinValue()
	}
	r.quiet, _ = any(g).(Quiescer[M])
	r.ext, _ = any(g).(Extender[M])
	return r
}

// value is the minimax value of the game's position searched to depth.
func (r *minimax[M, G]) value(depth int) int32 {
	r.root = depth
	return r.node(depth, 0)
}

// moveValue is the value, for the side to move, of playing m and searching
// the rest to depth-1 (plus an extension), as the engine scores a root move.
func (r *minimax[M, G]) moveValue(m M, depth int) int32 {
	r.root = depth
	r.g.Make(m)
	next := depth - 1
	if r.ext != nil && 0 < 2*depth && r.ext.Extend(m) {
		next++
	}
	v := -r.node(next, 1)
	r.g.Unmake(m)
	return v
}

func (r *minimax[M, G]) node(depth, ply int) int32 {
	k := minimaxKey{hash: r.g.Hash(), depth: depth, ply: ply}
	if r.ext != nil {
		k.root = r.root
	}
	if v, ok := r.memo[k]; ok {
		return v
	}
	r.nodes++
	var v int32
	if over, t := r.g.Terminal(); over {
		v = t
		if r.win != 0 && t >= r.win {
			v = r.win - int32(ply)
		} else if r.win != 0 && t <= -r.win {
			v = -r.win + int32(ply)
		}
	} else if depth <= 0 || ply >= MaxPly-1 {
		v = r.quiescence(ply)
	} else {
		v = -Inf
		for _, m := range r.g.Moves(nil) {
			r.g.Make(m)
			next := depth - 1
			if r.ext != nil && ply < 2*r.root && r.ext.Extend(m) {
				next++
			}
			v = max(v, -r.node(next, ply+1))
			r.g.Unmake(m)
		}
	}
	r.memo[k] = v
	return v
}

func (r *minimax[M, G]) quiescence(ply int) int32 {
	v := r.g.Eval()
	if r.quiet == nil || ply >= MaxPly-1 {
		return v
	}
	for _, m := range r.quiet.NoisyMoves(nil) {
		r.g.Make(m)
		var c int32
		if over, t := r.g.Terminal(); over {
			c = t
			if r.win != 0 && t >= r.win {
				c = r.win - int32(ply+1)
			} else if r.win != 0 && t <= -r.win {
				c = -r.win + int32(ply+1)
			}
		} else {
			c = r.quiescence(ply + 1)
		}
		v = max(v, -c)
		r.g.Unmake(m)
	}
	return v
}
