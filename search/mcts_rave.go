package search

import (
	"errors"
	"math"
)

// DefaultRaveBias is RAVE's bias b when MCTSOptions leave it at zero: a
// child's AMAF value weighs as much as its own mean at about 1/b visits.
const DefaultRaveBias = 1e-3

// ActionKeyer is the hook of a game that RAVE needs (MCTSOptions.Rave):
// each move's action key, what "the same move" is across positions. Keys
// lie in [0, ActionKeys()). ActionKey(m) is the key of m played in the
// current position, so a game says whether a move counts for both sides
// (a key without the side to move, as in an impartial game, where either
// player's move tells about the other's) or for one (the side in the key).
type ActionKeyer[M comparable] interface {
	ActionKeys() int
	ActionKey(m M) int
}

// KeyedRollouter is the hook RAVE needs of a game that plays its own
// rollouts (Rollouter): RolloutKeys is Rollout that also appends the action
// key of every move it played, in order, to keys, and returns them with
// the reward.
type KeyedRollouter interface {
	RolloutKeys(rng *Rng, keys []int32) ([]int32, float64)
}

// Errors of NewMCTS for RAVE.
var (
	ErrMCTSRaveKeys   = errors.New("search: MCTS RAVE needs the game's action keys (ActionKeyer), and KeyedRollouter where it has a Rollouter")
	ErrMCTSRaveOption = InvalidOption("MCTSOptions.RaveBias, RaveRef", "the bias must be a non-negative number, the reference visits not negative")
)

// amafStat is a node's all-moves-as-first statistics: how often its move
// (by its action key) was played, at any later ply, by the side that
// chooses it, in playouts through its parent, and the rewards of those
// playouts from that side.
type amafStat struct {
	sum    float64
	visits int32
	key    int32 // -1 for a group header
}

// rave is the state of RAVE in an MCTS: a parallel slice to the pool, the
// action keys of the playout under way, and a stamp per key for the backup.
type rave struct {
	on       bool
	bias     float64
	ref      int32 // GRAVE's reference visits; 0: a node's own AMAF
	amaf     []amafStat
	keys     []int32
	stamp    []uint32
	now      uint32
	refStat  []amafStat // by key: the GRAVE reference node's children's
	refStamp []uint32
	refNow   uint32
	refNode  [2]int32 // the deepest node of each parity with ref visits
}

// initRave sets RAVE up for an MCTS over a pool of nodes.
func (m *MCTS[S, M, P]) initRave(opts MCTSOptions, nodes int) error {
	if !opts.Rave {
		return nil
	}
	if opts.RaveBias < 0 || math.IsNaN(opts.RaveBias) || math.IsInf(opts.RaveBias, 0) || opts.RaveRef < 0 {
		return ErrMCTSRaveOption
	}
	keyer, ok := any(P(&m.scratch)).(ActionKeyer[M])
	if !ok {
		return ErrMCTSRaveKeys
	}
	if m.rollouter != nil {
		if m.keyedRollouter, ok = any(P(&m.scratch)).(KeyedRollouter); !ok {
			return ErrMCTSRaveKeys
		}
	}
	m.keyer = keyer
	r := &m.rave
	r.on, r.bias, r.ref = true, opts.RaveBias, int32(opts.RaveRef)
	if r.bias == 0 {
		r.bias = DefaultRaveBias
	}
	n := keyer.ActionKeys()
	r.amaf = make([]amafStat, nodes)
	r.stamp = make([]uint32, n)
	r.refStat = make([]amafStat, n)
	r.refStamp = make([]uint32, n)
	return nil
}

// raveValue is the value of child c for its chooser: its mean q blended
// with its AMAF value A (its own, or with GRAVE the reference node's for
// the same key) as (1-beta)*q + beta*A, beta = a/(a+n+bias*a*n) for a AMAF
// visits and n visits, which is ((1+bias*a)*sum + amafSum) / (a + n +
// bias*a*n): one division. A child with neither is worth 1, so it is
// tried first.
func (m *MCTS[S, M, P]) raveValue(c int32) float64 {
	st := &m.rave.amaf[c]
	if m.rave.ref > 0 {
		ref := m.refAMAF(st.key)
		st = &ref
	}
	return raveBlend(m.pool[c].sum, float64(m.pool[c].visits), st.sum, float64(st.visits), m.rave.bias)
}

// raveBlend is RAVE's value of a child with n visits of total reward sum
// and a AMAF visits of total amafSum (see raveValue).
func raveBlend(sum, n, amafSum, a, bias float64) float64 {
	d := a + n + bias*a*n
	if d == 0 {
		return 1
	}
	return ((1+bias*a)*sum + amafSum) / d
}

// refAMAF is the AMAF statistics of key at the GRAVE reference node of the
// selection under way (refStat, filled by graveReference).
func (m *MCTS[S, M, P]) refAMAF(key int32) amafStat {
	if key < 0 || m.rave.refStamp[key] != m.rave.refNow {
		return amafStat{}
	}
	return m.rave.refStat[key]
}

// graveReference makes node p, at depth d of the path, the GRAVE reference
// of the selections below it of the same side to move, when it has the
// reference visits, and fills refStat from the reference for p's choice.
func (m *MCTS[S, M, P]) graveReference(p int32, d int) {
	r := &m.rave
	if m.pool[p].visits >= r.ref || r.refNode[d&1] < 0 {
		r.refNode[d&1] = p
	}
	ref := r.refNode[d&1]
	r.refNow++
	if r.refNow == 0 {
		clear(r.refStamp)
		r.refNow = 1
	}
	end := m.pool[ref].first + m.pool[ref].count
	for i := m.pool[ref].first; i < end; i++ {
		if st := r.amaf[i]; st.key >= 0 {
			r.refStat[st.key] = st
			r.refStamp[st.key] = r.refNow
		}
	}
}

// selectRave is the unproven child of p with the best RAVE value plus
// UCT's exploration term (over visits+1, as an unvisited child is ranked
// by its AMAF value rather than tried at once).
func (m *MCTS[S, M, P]) selectRave(p int32) int32 {
	parent := &m.pool[p]
	explore := m.c * math.Sqrt(math.Log(float64(parent.visits)+1))
	best, bestU := int32(-1), math.Inf(-1)
	end := parent.first + parent.count
	amaf, bias, grave := m.rave.amaf, m.rave.bias, m.rave.ref > 0
	for i := parent.first; i < end; i++ {
		c := &m.pool[i]
		if c.proof != Unproven {
			continue
		}
		st := amaf[i]
		if grave {
			st = m.refAMAF(st.key)
		}
		n := float64(c.visits)
		if u := raveBlend(c.sum, n, st.sum, float64(st.visits), bias) + explore/math.Sqrt(n+1); u > bestU {
			best, bestU = i, u
		}
	}
	if best < 0 {
		best = parent.first // unreachable while proofs propagate
	}
	return best
}

// raveKey appends the action key of mv, about to be played in the scratch
// position, to the playout's keys.
func (m *MCTS[S, M, P]) raveKey(mv M) {
	m.rave.keys = append(m.rave.keys, int32(m.keyer.ActionKey(mv)))
}

// raveBackup adds the playout's reward to the AMAF statistics of every
// child, of every node of the path, whose key was played at that node's
// ply or later; r is the reward from the side to move at the path's last
// node.
func (m *MCTS[S, M, P]) raveBackup(r float64) {
	rv := &m.rave
	rv.now++
	if rv.now == 0 {
		clear(rv.stamp)
		rv.now = 1
	}
	keys := rv.keys
	t := len(keys) - 1
	last := len(m.path) - 1
	for j := last; j >= 0; j-- {
		for ; t >= j; t-- {
			rv.stamp[keys[t]] = rv.now
		}
		n := &m.pool[m.path[j]]
		if n.first < 0 || n.count == 0 {
			continue
		}
		rj := r // from the side to move at path[j]
		if (last-j)%2 == 1 {
			rj = -r
		}
		end := n.first + n.count
		for i := n.first; i < end; i++ {
			if st := &rv.amaf[i]; st.key >= 0 && rv.stamp[st.key] == rv.now {
				st.sum += rj
				st.visits++
			}
		}
	}
}
