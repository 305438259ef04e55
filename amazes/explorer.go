package amazes

import "errors"

// Explorer is a player's side of the game: its map (Knowledge, in its own
// frame, where it starts on (Origin, Origin) facing North whatever its true
// facing), where it stands, how many moves it has made and the squared
// distances it has been told. It plans walks over openings it knows, so it
// always knows where it ends. The bot and the reference players share it.
type Explorer struct {
	// Map is what the player has discovered, exactly as the judge counts it.
	Map Knowledge
	// Pose is where the player stands in its frame.
	Pose Pose
	// Moves is the number of moves made.
	Moves int
	// Dist2 holds the squared distance told at the start of each move.
	Dist2 [MovesPerPlayer]int

	// Shortest walks from the player's cell over known openings (see
	// Routes): steps to each frame cell (-1: unreached), the cell each is
	// reached from, and the cells in the order reached.
	dist    [Frame * Frame]int16
	from    [Frame * Frame]int16
	reached [Frame * Frame]int16
	nReach  int
}

// ErrUnknownSide is returned by Explorer.Play for a step through a side the
// player does not know to be an opening.
var ErrUnknownSide = errors.New("amazes: step through a side not known to be open")

// Reset starts a new game: an empty map, at (Origin, Origin) facing North.
func (e *Explorer) Reset() {
	e.Map = Knowledge{}
	e.Pose = Pose{Row: Origin, Col: Origin, Facing: North}
	e.Moves = 0
}

// Observe applies the view at the start of a move.
func (e *Explorer) Observe(v *View) error {
	if e.Moves < MovesPerPlayer {
		e.Dist2[e.Moves] = v.Dist2
	}
	return e.Map.See(e.Pose, v)
}

// Play walks the move line (checked by CheckMove) on the map, as the judge
// would: a step into a known wall ends the move, a step through a side not
// known to be open is an error (the map does not say where it ends), and
// the jury's extra T follows a move that ends where it began. Walked cells
// are discovered. It counts the move.
func (e *Explorer) Play(line string) error {
	start := e.Pose
	for i := 0; i < len(line); i++ {
		d := Turn(e.Pose.Facing, line[i])
		side := e.Map.Side(e.Pose.Row, e.Pose.Col, d)
		if side == Wall {
			break
		}
		if side != Opening {
			return ErrUnknownSide
		}
		if err := e.step(d); err != nil {
			return err
		}
	}
	if e.Pose.Row == start.Row && e.Pose.Col == start.Col {
		d := e.Pose.Facing.Back()
		if e.Map.Side(e.Pose.Row, e.Pose.Col, d) != Opening {
			return ErrUnknownSide
		}
		if err := e.step(d); err != nil {
			return err
		}
	}
	e.Moves++
	return nil
}

func (e *Explorer) step(d Dir) error {
	e.Pose = Pose{Row: e.Pose.Row + d.DRow(), Col: e.Pose.Col + d.DCol(), Facing: d}
	return e.Map.Walk(e.Pose.Row, e.Pose.Col)
}

// Routes finds the shortest walks over known openings from the player's
// cell to every cell it can reach, and returns those cells (row*Frame+col)
// nearest first, the player's own cell first of all. The slice is the
// explorer's and valid until the next call.
func (e *Explorer) Routes() []int16 {
	for i := range e.dist {
		e.dist[i] = -1
	}
	here := int16(e.Pose.Row*Frame + e.Pose.Col)
	e.dist[here], e.from[here] = 0, here
	e.reached[0] = here
	e.nReach = 1
	for head := 0; head < e.nReach; head++ {
		i := int(e.reached[head])
		r, c := i/Frame, i%Frame
		for d := North; d <= West; d++ {
			if e.Map.Side(r, c, d) != Opening {
				continue
			}
			j := i + d.DRow()*Frame + d.DCol()
			if e.dist[j] < 0 {
				e.dist[j] = e.dist[i] + 1
				e.from[j] = int16(i)
				e.reached[e.nReach] = int16(j)
				e.nReach++
			}
		}
	}
	return e.reached[:e.nReach]
}

// Steps is the length of the shortest walk to cell found by the last
// Routes, -1 if unreachable.
func (e *Explorer) Steps(cell int) int { return int(e.dist[cell]) }

// PathTo appends to buf[:0] the move that walks the shortest route (of the
// last Routes) to cell, at most MaxSteps steps of it, and returns it; empty
// if cell is the player's or unreachable.
func (e *Explorer) PathTo(cell int, buf []byte) []byte {
	buf = buf[:0]
	if cell < 0 || cell >= len(e.dist) || e.dist[cell] <= 0 {
		return buf
	}
	n := int(e.dist[cell])
	// Fill the cells from the end, then turn them into steps.
	var cells [Frame * Frame]int16
	for i, k := cell, n-1; k >= 0; i, k = int(e.from[i]), k-1 {
		cells[k] = int16(i)
	}
	facing := e.Pose.Facing
	prev := e.Pose.Row*Frame + e.Pose.Col
	for k := 0; k < n && k < MaxSteps; k++ {
		next := int(cells[k])
		var d Dir
		switch next - prev {
		case -Frame:
			d = North
		case 1:
			d = East
		case Frame:
			d = South
		default:
			d = West
		}
		buf = append(buf, StepFor(facing, d))
		facing, prev = d, next
	}
	return buf
}

// StepFor is the step letter that moves a player facing `facing` towards d.
func StepFor(facing, d Dir) byte {
	switch (d - facing) & 3 {
	case 0:
		return StepForward
	case 1:
		return StepRight
	case 2:
		return StepTurn
	}
	return StepLeft
}
