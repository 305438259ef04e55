package toy

import "errors"

// ErrGameTreeShape is NewGameTree's answer to a shape it cannot build.
var ErrGameTreeShape = errors.New("toy: a game tree needs 2..64 layers, 1..1024 nodes a layer and 1..16 moves a node")

// GameTree is a random game on a layered acyclic graph, built from a seed:
// a position is a node, and a move goes from a node of layer i to one of
// layer i+1 or i+2, so positions transpose, also at different plies. The
// root is the only node of layer 0, the last layer is all terminal, and
// some nodes before it are terminal too. Values are from the side to move
// and depend on the node only, so fixed-depth minimax is well defined:
// terminal values are Win, -Win or a score in ±30; Eval is a number in ±30.
// Some moves are noisy and some nodes forcing, for quiescence and extension
// tests. A move is the index of an edge, 0 first. The hash is the node's, so
// it leaves the side to move out (as Nim's does).
type GameTree struct {
	nodes []treeNode
	edges []int32 // the children of every node, node by node
	noisy []bool  // per edge
	path  []int32 // nodes from the root to the current one
}

type treeNode struct {
	first, count int32 // the node's edges: edges[first : first+count]
	key          uint64
	eval         int32
	value        int32 // if count == 0
	forcing      bool
}

// NewGameTree builds a tree of the given number of layers, width nodes in
// every layer but the root's, and 1..branch moves at each non-terminal node.
func NewGameTree(seed uint64, layers, width, branch int) (*GameTree, error) {
	if layers < 2 || layers > 64 || width < 1 || width > 1024 || branch < 1 || branch > 16 {
		return nil, ErrGameTreeShape
	}
	g := &GameTree{}
	rnd := func(n int) int { return int(splitmix64(&seed) % uint64(n)) }
	layerStart := func(i int) int {
		if i == 0 {
			return 0
		}
		return 1 + (i-1)*width
	}
	total := layerStart(layers)
	g.nodes = make([]treeNode, total)
	for i := 0; i < layers; i++ {
		n := 1
		if i > 0 {
			n = width
		}
		for j := 0; j < n; j++ {
			id := layerStart(i) + j
			node := &g.nodes[id]
			node.key = splitmix64(&seed)
			node.eval = int32(rnd(61) - 30)
			node.forcing = rnd(8) == 0
			if i == layers-1 || (i > 0 && rnd(8) == 0) {
				switch rnd(3) {
				case 0:
					node.value = Win
				case 1:
					node.value = -Win
				default:
					node.value = int32(rnd(61) - 30)
				}
				continue
			}
			node.first = int32(len(g.edges))
			k := 1 + rnd(branch)
			for e := 0; e < k; e++ {
				next := i + 1
				if i+2 < layers && rnd(3) == 0 {
					next = i + 2
				}
				child := int32(layerStart(next) + rnd(width))
				dup := false
				for _, c := range g.edges[node.first:] {
					dup = dup || c == child
				}
				if !dup {
					g.edges = append(g.edges, child)
					g.noisy = append(g.noisy, rnd(3) == 0)
				}
			}
			node.count = int32(len(g.edges)) - node.first
		}
	}
	g.path = append(make([]int32, 0, layers), 0)
	return g, nil
}

func (g *GameTree) here() *treeNode { return &g.nodes[g.path[len(g.path)-1]] }

// Moves lists the edges out of the current node.
func (g *GameTree) Moves(buf []uint8) []uint8 {
	buf = buf[:0]
	for e := int32(0); e < g.here().count; e++ {
		buf = append(buf, uint8(e))
	}
	return buf
}

// Make follows edge m.
func (g *GameTree) Make(m uint8) {
	n := g.here()
	g.path = append(g.path, g.edges[n.first+int32(m)])
}

// Unmake goes back to the previous node.
func (g *GameTree) Unmake(uint8) { g.path = g.path[:len(g.path)-1] }

// Hash is the current node's key.
func (g *GameTree) Hash() uint64 { return g.here().key }

// Eval is the node's static value.
func (g *GameTree) Eval() int32 { return g.here().eval }

// Terminal: a node without edges is over, with its value.
func (g *GameTree) Terminal() (bool, int32) {
	n := g.here()
	return n.count == 0, n.value
}

// Noisy reports whether edge m out of the current node is a noisy move.
func (g *GameTree) Noisy(m uint8) bool { return g.noisy[g.here().first+int32(m)] }

// Forcing reports whether the current node is forcing (worth an extension).
func (g *GameTree) Forcing() bool { return g.here().forcing }

// Ply is the number of moves made from the root.
func (g *GameTree) Ply() int { return len(g.path) - 1 }
