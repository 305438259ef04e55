package search

import (
	"errors"
	"math"
	"slices"
)

// Defaults of MCTSOptions left at zero.
const (
	// DefaultExploration is UCT's exploration constant C for rewards in
	// [-1, 1]: a child is ranked by mean + C*sqrt(ln(parent visits)/visits).
	DefaultExploration = 1.0
	// DefaultMCTSNodes is the size of the node pool.
	DefaultMCTSNodes = 1 << 20
	// DefaultRolloutLimit is the most moves a rollout plays before it is
	// cut off and scored as a draw (or by the game's Rewarder).
	DefaultRolloutLimit = 1000
)

// MCTSOptions configure a Monte Carlo tree search.
type MCTSOptions struct {
	// Exploration is UCT's constant C; 0 means DefaultExploration. It must
	// not be negative; a tiny positive value makes UCT nearly greedy.
	Exploration float64
	// Iterations is the playouts of one Search; 0 means until the deadline
	// stops it or the root is proven.
	Iterations int
	// MaxNodes is the size of the node pool, allocated once; 0 means
	// DefaultMCTSNodes. Once it is full the tree stops growing and the
	// search goes on with rollouts from its leaves.
	MaxNodes int
	// RolloutLimit is the most moves a rollout plays; 0 means
	// DefaultRolloutLimit.
	RolloutLimit int
	// StopWhenFull stops a Search as soon as the pool has no room for a
	// leaf's children, making MaxNodes a node budget (for fixed-effort
	// searches); otherwise the search goes on with a tree that no longer
	// grows.
	StopWhenFull bool
	// Seed seeds the rollouts' generator.
	Seed uint64
	// ExpandAfter is the visits a leaf needs before it gets its children:
	// until then its playouts start from it. 0 or 1 expands a leaf the
	// first time a playout reaches it. With many moves a position, a larger
	// value keeps the tree to the positions worth it, so the pool fills
	// later and holds the lines that matter.
	ExpandAfter int
	// Selection is how a child is picked: UCT (the default),
	// EpsilonGreedy or GroupedEpsilonGreedy.
	Selection Selection
	// Epsilon, in [0, 1], is the epsilon-greedy selections' chance of a
	// uniformly random unproven child (or group) at a node whose children
	// have all been tried; else the one with the best mean reward
	// (Exploration is then unused). It must be 0 under UCT.
	Epsilon float64
	// Rave blends each child's mean reward with its all-moves-as-first
	// value (MC-RAVE): the playouts through its parent in which the move's
	// action key (the game's ActionKeyer) was played later by the side
	// that chooses it count for it too. Selection is then by the blend
	// plus UCT's exploration term; an unvisited child is ranked by its
	// AMAF value. Under the epsilon-greedy selections, the blend replaces the mean.
	Rave bool
	// RaveBias is the b of the blend's weight beta = a/(a+n+b*a*n) of the
	// AMAF value, for a AMAF visits and n visits; 0 means
	// DefaultRaveBias.
	RaveBias float64
	// RaveRef makes RAVE GRAVE: the AMAF values of a node's children come
	// from the deepest node above it (or itself) with the same side to move
	// and at least RaveRef visits, so a young node borrows the statistics
	// of an older one. 0 means each node's own.
	RaveRef int
}

// Rewarder is an optional hook of a game: when its state type implements it,
// MCTS scores a finished rollout, or a terminal position in the tree, by
// Reward (in [-1, 1], from the side to move) instead of by the sign of
// Terminal's value (win 1, draw 0, loss -1; a rollout cut off scores 0).
// Proofs always come from Terminal.
type Rewarder interface {
	Reward() float64
}

// Rollouter is an optional hook of a game: when its state type implements
// it, MCTS scores a leaf that is not terminal by Rollout instead of by
// playing the moves of Moves (and PlayoutPolicy) to the end. Rollout may
// change the position as it likes (it is a copy), draws its chances from
// rng, and returns the reward in [-1, 1] from the side to move at its
// start. A game that can play or score the rest of the game faster than
// move lists allow (no move list per ply, an exact end once the outcome
// is settled) makes its playouts cheaper and better with it.
type Rollouter interface {
	Rollout(rng *Rng) float64
}

// MaxMoveGroups bounds MoveGrouper's groups: MoveGroup is in
// [0, MaxMoveGroups).
const MaxMoveGroups = 64

// MoveGrouper is the hook of a game that GroupedEpsilonGreedy selection
// needs: MCTS picks among a node's children in two steps,
// first a group of moves (MoveGroup of the move, which depends on the move
// only: in Black Hole its field) by the mean reward of all its children
// together, then a move of that group; each step tries what it has never
// tried first and a random choice with chance epsilon. A game whose moves
// are a choice of two things (where, then what) lets the tree learn the
// first from every playout of any of the second.
type MoveGrouper[M comparable] interface {
	MoveGroup(m M) int
}

// Errors of NewMCTS and MCTS.Search.
var (
	ErrMCTSExploration  = InvalidOption("MCTSOptions.Exploration", "must be a non-negative number")
	ErrMCTSIterations   = InvalidOption("MCTSOptions.Iterations", "must not be negative")
	ErrMCTSNodes        = InvalidOption("MCTSOptions.MaxNodes", "the node pool must hold at least 2 nodes")
	ErrMCTSRolloutLimit = InvalidOption("MCTSOptions.RolloutLimit", "must not be negative")
	ErrMCTSEpsilon      = InvalidOption("MCTSOptions.Epsilon", "must lie in [0, 1], and be 0 under UCT")
	ErrMCTSSelection    = InvalidOption("MCTSOptions.Selection", "must be UCT, EpsilonGreedy, or GroupedEpsilonGreedy in a game with a MoveGrouper")
	ErrMCTSExpandAfter  = InvalidOption("MCTSOptions.ExpandAfter", "must not be negative")
	ErrGameOver         = errors.New("search: the game is over, there is no move to search")
	ErrMCTSPoolTooSmall = errors.New("search: MCTS node pool too small for the root's moves")
)

// mctsNode is a position in the tree, reached by move from its parent. Its
// children, when expanded, are count consecutive nodes from first. With a
// MoveGrouper the children of a group follow a header node (first is
// mctsHeader, count the group's children, sum and visits theirs together,
// proof not Unproven once none of them is).
type mctsNode[M comparable] struct {
	sum    float64 // total reward, from the side that played move
	visits int32
	first  int32 // -1 until expanded
	count  int32
	proof  Proof // from the side to move at this node
	// unsolved marks a leaf the solver gave up on (MCTS.HandLeavesTo), so
	// it is not asked again.
	unsolved bool
	move     M
}

// mctsHeader is the first of a group's header node.
const mctsHeader = -2

// mctsBlock is a run of sibling nodes moved when the tree is compacted.
type mctsBlock struct{ src, dst, n int32 }

// MCTSResult is what a Search found.
type MCTSResult[M comparable] struct {
	// Move is the move to play: a proven win if there is one, else the
	// most visited move not proven lost (a proven draw when the best
	// unproven move looks worse than a draw).
	Move M
	// Proof is the root's proven value; Unproven unless the solver
	// settled it.
	Proof Proof
	// Value is Move's value for the side to move, in [-1, 1]: its mean
	// reward, or exactly 1, 0 or -1 when proven.
	Value float64
	// Visits is the number of playouts through Move.
	Visits int
	// Iterations is the playouts of this Search; Nodes the pool in use.
	Iterations int64
	Nodes      int
}

// MCTS is Monte Carlo tree search with UCT or epsilon-greedy selection,
// the MCTS-solver (proven wins, draws and losses propagate up the tree),
// game-supplied rollouts (Rollouter, or PlayoutPolicy over Moves; uniform
// random by default) and rewards (Rewarder), nodes from a pool allocated once, and the tree kept between
// moves (Advance). Positions are copied by value (var s S = *root), so S
// must hold no pointers to state it changes.
type MCTS[S any, M comparable, P interface {
	*S
	Game[M]
}] struct {
	c, epsilon           float64
	iterations, rollouts int
	expandAfter          int32
	stopWhenFull, full   bool
	pool                 []mctsNode[M]
	top                  int32
	rng                  Rng
	scratch, rootState   S
	keyer                ActionKeyer[M] // bound to scratch; nil unless Rave
	keyedRollouter       KeyedRollouter // bound to scratch; with Rave and a Rollouter
	rave                 rave
	solver               LeafSolver[P]
	solvePlies           int
	plier                PliesLefter // bound to scratch; with a solver
	solved               int64
	rootHash             uint64
	hasTree              bool
	policy               PlayoutPolicy[M] // bound to scratch
	rewarder             Rewarder         // bound to scratch
	rollouter            Rollouter        // bound to scratch
	selection            Selection
	grouper              MoveGrouper[M] // bound to scratch; nil unless GroupedEpsilonGreedy
	groupOf              []uint8        // the groups of moves, for expand
	headers              []int32        // the header of each node of path, -1 for none
	header               int32          // the last selectGrouped's header
	moves                []M
	path                 []int32
	blocks               []mctsBlock
	done                 int64
}

// NewMCTS prepares a tree search and allocates its node pool.
func NewMCTS[S any, M comparable, P interface {
	*S
	Game[M]
}](opts MCTSOptions) (*MCTS[S, M, P], error) {
	switch {
	case opts.Exploration < 0 || math.IsNaN(opts.Exploration) || math.IsInf(opts.Exploration, 0):
		return nil, ErrMCTSExploration
	case opts.Iterations < 0:
		return nil, ErrMCTSIterations
	case opts.MaxNodes < 0 || opts.MaxNodes == 1 || opts.MaxNodes > math.MaxInt32:
		return nil, ErrMCTSNodes
	case opts.RolloutLimit < 0:
		return nil, ErrMCTSRolloutLimit
	case !(opts.Epsilon >= 0 && opts.Epsilon <= 1) || opts.Selection == UCT && opts.Epsilon != 0:
		return nil, ErrMCTSEpsilon
	case opts.Selection > GroupedEpsilonGreedy:
		return nil, ErrMCTSSelection
	case opts.ExpandAfter < 0:
		return nil, ErrMCTSExpandAfter
	}
	m := &MCTS[S, M, P]{
		c:            opts.Exploration,
		epsilon:      opts.Epsilon,
		expandAfter:  int32(opts.ExpandAfter),
		stopWhenFull: opts.StopWhenFull,
		iterations:   opts.Iterations,
		rollouts:     opts.RolloutLimit,
	}
	if m.c == 0 {
		m.c = DefaultExploration
	}
	if m.rollouts == 0 {
		m.rollouts = DefaultRolloutLimit
	}
	nodes := opts.MaxNodes
	if nodes == 0 {
		nodes = DefaultMCTSNodes
	}
	m.pool = make([]mctsNode[M], nodes)
	m.rng.Seed(opts.Seed)
	m.policy, _ = any(P(&m.scratch)).(PlayoutPolicy[M])
	m.rewarder, _ = any(P(&m.scratch)).(Rewarder)
	m.rollouter, _ = any(P(&m.scratch)).(Rollouter)
	m.selection = opts.Selection
	if m.selection == GroupedEpsilonGreedy {
		var ok bool
		if m.grouper, ok = any(P(&m.scratch)).(MoveGrouper[M]); !ok {
			return nil, ErrMCTSSelection
		}
	}
	if err := m.initRave(opts, nodes); err != nil {
		return nil, err
	}
	return m, nil
}

// Nodes is the number of nodes of the pool in use.
func (m *MCTS[S, M, P]) Nodes() int { return int(m.top) }

// Reset forgets the tree: the next Search starts from scratch.
func (m *MCTS[S, M, P]) Reset() { m.hasTree = false }

// Search grows the tree from root (left unchanged) and returns the move to
// play. If root is the position of the kept tree (the last Search's root,
// followed by the moves given to Advance; recognised by its Hash), the tree
// is reused. It stops after Iterations playouts, when the root is proven,
// when the pool is full with StopWhenFull, or when the deadline's Stop
// (asked every 1024 playouts) says so; a nil deadline means NoDeadline.
func (m *MCTS[S, M, P]) Search(root P, dl Deadline) (MCTSResult[M], error) {
	if root == nil {
		return MCTSResult[M]{}, ErrNilRoot
	}
	if over, _ := root.Terminal(); over {
		return MCTSResult[M]{}, ErrGameOver
	}
	if dl == nil {
		dl = NoDeadline{}
	}
	if !m.hasTree || root.Hash() != m.rootHash {
		m.rootState = *root
		m.rootHash = root.Hash()
		m.pool[0] = mctsNode[M]{first: -1}
		if m.rave.on {
			m.rave.amaf[0] = amafStat{key: -1}
		}
		m.top = 1
		m.hasTree = true
	}
	if m.pool[0].count == 0 {
		m.scratch = *root
		if !m.expand(0, P(&m.scratch)) {
			m.hasTree = false
			return MCTSResult[M]{}, ErrMCTSPoolTooSmall
		}
	}
	m.done, m.full, m.solved = 0, false, 0
	for m.pool[0].proof == Unproven {
		if m.iterations > 0 && m.done >= int64(m.iterations) || m.full && m.stopWhenFull {
			break
		}
		if m.done > 0 && m.done%stopEveryPlayouts == 0 && dl.Stop() {
			break
		}
		m.iterate()
		m.done++
	}
	return m.result(), nil
}

// iterate is one playout: select down the tree, expand a leaf, roll out,
// back up the reward and any proof.
func (m *MCTS[S, M, P]) iterate() {
	m.scratch = m.rootState
	s := P(&m.scratch)
	m.path = append(m.path[:0], 0)
	m.headers = append(m.headers[:0], -1)
	if m.rave.on {
		m.rave.keys = m.rave.keys[:0]
		m.rave.refNode = [2]int32{-1, -1}
	}
	i := int32(0)
	for m.pool[i].count > 0 {
		m.header = -1
		if m.rave.on && m.rave.ref > 0 {
			m.graveReference(i, len(m.path)-1)
		}
		i = m.selectChild(i)
		if m.rave.on {
			m.rave.keys = append(m.rave.keys, m.rave.amaf[i].key)
		}
		s.Make(m.pool[i].move)
		m.path = append(m.path, i)
		m.headers = append(m.headers, m.header)
	}
	var r float64 // from the side to move at the end of the path
	over, v := s.Terminal()
	if !over && m.solveLeaf(i, s) {
		m.backup(m.pool[i].proof.reward())
		return
	}
	if !over && m.pool[i].first < 0 && m.pool[i].visits+1 >= m.expandAfter && m.expand(i, s) {
		i = m.pool[i].first
		h := int32(-1)
		if m.grouper != nil {
			h, i = i, i+1 // the first group's header, then its first child
		}
		m.headers = append(m.headers, h)
		if m.rave.on {
			m.rave.keys = append(m.rave.keys, m.rave.amaf[i].key)
		}
		s.Make(m.pool[i].move)
		m.path = append(m.path, i)
		over, v = s.Terminal()
		if !over && m.solveLeaf(i, s) {
			m.backup(m.pool[i].proof.reward())
			return
		}
	}
	if over {
		m.pool[i].proof = proofOf(v)
		r = proofOf(v).reward()
		if m.rewarder != nil {
			r = m.rewarder.Reward()
		}
		m.propagateProof()
	} else if m.keyedRollouter != nil {
		m.rave.keys, r = m.keyedRollouter.RolloutKeys(&m.rng, m.rave.keys)
	} else if m.rollouter != nil {
		r = m.rollouter.Rollout(&m.rng)
	} else {
		r = m.rollout(s)
	}
	m.backup(r)
}

// backup adds the playout's reward r, from the side to move at the end of
// the path, to every node of the path (and RAVE's statistics).
func (m *MCTS[S, M, P]) backup(r float64) {
	if m.rave.on {
		m.raveBackup(r)
	}
	for j := len(m.path) - 1; j >= 0; j-- {
		n := &m.pool[m.path[j]]
		n.visits++
		n.sum -= r
		if h := m.headers[j]; h >= 0 {
			m.pool[h].visits++
			m.pool[h].sum -= r
		}
		r = -r
	}
}

// selectChild is the unproven child of p with the best UCT value (or the
// epsilon-greedy choice); the first child never visited comes first. A
// node that is not proven always has an unproven child.
func (m *MCTS[S, M, P]) selectChild(p int32) int32 {
	switch m.selection {
	case GroupedEpsilonGreedy:
		return m.selectGrouped(p)
	case EpsilonGreedy:
		return m.selectGreedy(p)
	}
	if m.rave.on {
		return m.selectRave(p)
	}
	parent := &m.pool[p]
	explore := m.c * math.Sqrt(math.Log(float64(parent.visits)))
	best, bestU := int32(-1), math.Inf(-1)
	end := parent.first + parent.count
	for i := parent.first; i < end; i++ {
		c := &m.pool[i]
		if c.proof != Unproven {
			continue
		}
		if c.visits == 0 {
			return i
		}
		n := float64(c.visits)
		if u := c.sum/n + explore/math.Sqrt(n); u > bestU {
			best, bestU = i, u
		}
	}
	if best < 0 {
		// Unreachable while proofs propagate; keep the walk in the tree.
		best = parent.first
	}
	return best
}

// selectGreedy is the epsilon-greedy choice among the unproven children
// of p: the first never visited, else with chance epsilon a uniformly
// random one, else the one with the best mean reward.
func (m *MCTS[S, M, P]) selectGreedy(p int32) int32 {
	parent := &m.pool[p]
	best, bestMean := parent.first, math.Inf(-1)
	unproven := 0
	end := parent.first + parent.count
	for i := parent.first; i < end; i++ {
		c := &m.pool[i]
		if c.proof != Unproven {
			continue
		}
		if c.visits == 0 {
			return i
		}
		unproven++
		if mean := m.mean(i); mean > bestMean {
			best, bestMean = i, mean
		}
	}
	if unproven > 1 && m.rng.Float64() < m.epsilon {
		k := m.rng.Intn(unproven)
		for i := parent.first; i < end; i++ {
			if m.pool[i].proof != Unproven {
				continue
			}
			if k == 0 {
				return i
			}
			k--
		}
	}
	return best
}

// selectGrouped is the epsilon-greedy choice among the unproven children
// of p in two steps (MoveGrouper), over the group headers expand made: a
// group, then a child of it. A group never visited comes first (its first
// child), then with chance epsilon a random group, else the one with the
// best mean; within it, the first child never visited, else with chance
// epsilon a random one, else the best. It notes the group's header for the
// backup (header).
func (m *MCTS[S, M, P]) selectGrouped(p int32) int32 {
	parent := &m.pool[p]
	end := parent.first + parent.count
	for {
		best, bestMean, groups := int32(-1), math.Inf(-1), 0
		for h := parent.first; h < end; h += m.pool[h].count + 1 {
			hd := &m.pool[h]
			if hd.proof != Unproven {
				continue
			}
			groups++
			if hd.visits == 0 {
				best = h
				break
			}
			if mean := hd.sum / float64(hd.visits); mean > bestMean {
				best, bestMean = h, mean
			}
		}
		if best < 0 {
			return parent.first + 1 // unreachable while proofs propagate
		}
		if m.pool[best].visits > 0 && groups > 1 && m.rng.Float64() < m.epsilon {
			k := m.rng.Intn(groups)
			for h := parent.first; h < end; h += m.pool[h].count + 1 {
				if m.pool[h].proof != Unproven {
					continue
				}
				if k == 0 {
					best = h
					break
				}
				k--
			}
		}
		if c := m.selectInGroup(best); c >= 0 {
			m.header = best
			return c
		}
		m.pool[best].proof = ProvenDraw // every child proven: the group is done
	}
}

// selectInGroup is the epsilon-greedy choice among the unproven children of
// the group whose header is h, -1 if there is none.
func (m *MCTS[S, M, P]) selectInGroup(h int32) int32 {
	first, end := h+1, h+1+m.pool[h].count
	best, bestMean, unproven := int32(-1), math.Inf(-1), 0
	for i := first; i < end; i++ {
		c := &m.pool[i]
		if c.proof != Unproven {
			continue
		}
		if c.visits == 0 {
			return i
		}
		unproven++
		if mean := m.mean(i); mean > bestMean {
			best, bestMean = i, mean
		}
	}
	if unproven > 1 && m.rng.Float64() < m.epsilon {
		k := m.rng.Intn(unproven)
		for i := first; i < end; i++ {
			if m.pool[i].proof != Unproven {
				continue
			}
			if k == 0 {
				return i
			}
			k--
		}
	}
	return best
}

// expand gives node i, the position s, its children; it reports false when
// the pool has no room for them (or s has no moves).
func (m *MCTS[S, M, P]) expand(i int32, s P) bool {
	m.moves = s.Moves(m.moves)
	n := int32(len(m.moves))
	if n == 0 {
		return false
	}
	if m.grouper != nil {
		return m.expandGrouped(i, n)
	}
	if int(m.top)+int(n) > len(m.pool) {
		m.full = true
		return false
	}
	first := m.top
	for k, mv := range m.moves {
		m.pool[first+int32(k)] = mctsNode[M]{first: -1, move: mv}
		if m.rave.on {
			m.rave.amaf[first+int32(k)] = amafStat{key: int32(m.keyer.ActionKey(mv))}
		}
	}
	m.pool[i].first, m.pool[i].count = first, n
	m.top += n
	return true
}

// expandGrouped gives node i the n moves of m.moves as children, group by
// group (in the order each group first appears), each group after its
// header.
func (m *MCTS[S, M, P]) expandGrouped(i, n int32) bool {
	var size [MaxMoveGroups]int32
	var order [MaxMoveGroups]uint8
	groups := 0
	m.groupOf = m.groupOf[:0]
	for _, mv := range m.moves {
		g := uint8(m.grouper.MoveGroup(mv) & (MaxMoveGroups - 1))
		m.groupOf = append(m.groupOf, g)
		if size[g] == 0 {
			order[groups] = g
			groups++
		}
		size[g]++
	}
	total := n + int32(groups)
	if int(m.top)+int(total) > len(m.pool) {
		m.full = true
		return false
	}
	var at [MaxMoveGroups]int32 // where each group's next child goes
	next := m.top
	for _, g := range order[:groups] {
		m.pool[next] = mctsNode[M]{first: mctsHeader, count: size[g]}
		if m.rave.on {
			m.rave.amaf[next] = amafStat{key: -1}
		}
		at[g] = next + 1
		next += size[g] + 1
	}
	for k, mv := range m.moves {
		g := m.groupOf[k]
		m.pool[at[g]] = mctsNode[M]{first: -1, move: mv}
		if m.rave.on {
			m.rave.amaf[at[g]] = amafStat{key: int32(m.keyer.ActionKey(mv))}
		}
		at[g]++
	}
	m.pool[i].first, m.pool[i].count = m.top, total
	m.top += total
	return true
}

// rollout plays s to the end (or the rollout limit) and returns the reward
// from the side to move at its start.
func (m *MCTS[S, M, P]) rollout(s P) float64 {
	r := 0.0
	ply := 0
	for ; ply < m.rollouts; ply++ {
		if over, v := s.Terminal(); over {
			r = proofOf(v).reward()
			break
		}
		m.moves = s.Moves(m.moves)
		if len(m.moves) == 0 {
			break
		}
		mv := m.moves[pickMove(m.policy, m.moves, &m.rng)]
		if m.rave.on {
			m.raveKey(mv)
		}
		s.Make(mv)
	}
	if m.rewarder != nil {
		r = m.rewarder.Reward()
	}
	if ply%2 == 1 {
		r = -r
	}
	return r
}

// propagateProof carries the proof of the last node of the path up: a
// parent is won when a child is lost for its side to move, and settled when
// all its children are.
func (m *MCTS[S, M, P]) propagateProof() {
	for j := len(m.path) - 2; j >= 0; j-- {
		child := m.pool[m.path[j+1]].proof
		parent := &m.pool[m.path[j]]
		if child == Unproven {
			return
		}
		if child == ProvenLoss {
			parent.proof = ProvenWin
			continue
		}
		best := ProvenLoss
		end := parent.first + parent.count
		for i := parent.first; i < end; i++ {
			if m.pool[i].first == mctsHeader {
				continue
			}
			p := m.pool[i].proof
			if p == Unproven {
				return
			}
			best = max(best, p.negate())
		}
		parent.proof = best
	}
}

// result picks the root's move.
func (m *MCTS[S, M, P]) result() MCTSResult[M] {
	root := &m.pool[0]
	res := MCTSResult[M]{Proof: root.proof, Iterations: m.done, Nodes: int(m.top)}
	best, draw := int32(-1), int32(-1)
	rank := func(n *mctsNode[M]) int {
		switch n.proof {
		case ProvenLoss:
			return 2
		case ProvenWin:
			return 0
		}
		return 1
	}
	end := root.first + root.count
	for i := root.first; i < end; i++ {
		n := &m.pool[i]
		if n.first == mctsHeader {
			continue
		}
		if n.proof == ProvenDraw && (draw < 0 || n.visits > m.pool[draw].visits) {
			draw = i
		}
		if best < 0 {
			best = i
			continue
		}
		b := &m.pool[best]
		if rb, rn := rank(b), rank(n); rn > rb || rn == rb && n.visits > b.visits {
			best = i
		}
	}
	if draw >= 0 && m.pool[best].proof == Unproven && m.value(best) < 0 {
		best = draw
	}
	res.Move = m.pool[best].move
	res.Visits = int(m.pool[best].visits)
	res.Value = m.value(best)
	return res
}

// mean is child i's mean reward for its chooser, blended with its AMAF
// value under RAVE; i has been visited.
func (m *MCTS[S, M, P]) mean(i int32) float64 {
	if m.rave.on {
		return m.raveValue(i)
	}
	return m.pool[i].sum / float64(m.pool[i].visits)
}

// value is node i's value for the side that plays into it.
func (m *MCTS[S, M, P]) value(i int32) float64 {
	n := &m.pool[i]
	if n.proof != Unproven {
		return n.proof.negate().reward()
	}
	if n.visits == 0 {
		return 0
	}
	return n.sum / float64(n.visits)
}

// Advance follows move mv, played from the kept tree's root, keeping the
// subtree under it for the next Search and dropping the rest; call it for
// every move of the game, the opponent's included. It reports whether the
// tree was kept (false when the tree had no such move, which then is
// forgotten).
func (m *MCTS[S, M, P]) Advance(mv M) bool {
	if !m.hasTree {
		return false
	}
	root := &m.pool[0]
	end := root.first + root.count
	for i := root.first; i < end; i++ {
		if m.pool[i].move == mv && m.pool[i].first != mctsHeader {
			m.compact(i)
			s := P(&m.rootState)
			s.Make(mv)
			m.rootHash = s.Hash()
			return true
		}
	}
	m.hasTree = false
	return false
}

// compact moves the subtree of node r to the front of the pool, r first,
// keeping the order of the sibling blocks so that no block is overwritten
// before it has moved.
func (m *MCTS[S, M, P]) compact(r int32) {
	m.blocks = append(m.blocks[:0], mctsBlock{src: r, n: 1})
	for b := 0; b < len(m.blocks); b++ {
		blk := m.blocks[b]
		for i := blk.src; i < blk.src+blk.n; i++ {
			if n := &m.pool[i]; n.count > 0 && n.first >= 0 {
				m.blocks = append(m.blocks, mctsBlock{src: n.first, n: n.count})
			}
		}
	}
	slices.SortFunc(m.blocks, func(a, b mctsBlock) int { return int(a.src - b.src) })
	dst := int32(0)
	for b := range m.blocks {
		blk := &m.blocks[b]
		blk.dst = dst
		copy(m.pool[dst:dst+blk.n], m.pool[blk.src:blk.src+blk.n])
		if m.rave.on {
			copy(m.rave.amaf[dst:dst+blk.n], m.rave.amaf[blk.src:blk.src+blk.n])
		}
		dst += blk.n
	}
	for i := int32(0); i < dst; i++ {
		if n := &m.pool[i]; n.count > 0 && n.first >= 0 {
			k, _ := slices.BinarySearchFunc(m.blocks, n.first, func(b mctsBlock, src int32) int { return int(b.src - src) })
			n.first = m.blocks[k].dst
		}
	}
	m.top = dst
}

// Selection is how MCTS picks the child a playout goes through
// (MCTSOptions.Selection). Each says what it needs of the game; NewMCTS
// refuses what the game cannot give (ErrMCTSSelection).
type Selection uint8

// The selections.
const (
	// UCT ranks children by mean + C*sqrt(ln(parent visits)/visits), the
	// first never visited first; it needs nothing. With RAVE, by the
	// RAVE blend instead of the mean.
	UCT Selection = iota
	// EpsilonGreedy tries each child once, then takes a uniformly random
	// unproven one with chance Epsilon, else the best by mean (the RAVE
	// blend with RAVE); it needs nothing.
	EpsilonGreedy
	// GroupedEpsilonGreedy is EpsilonGreedy in two steps, a group of moves
	// and then a move of it; it needs the game's MoveGrouper.
	GroupedEpsilonGreedy
)
