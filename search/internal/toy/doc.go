// Package toy holds small games with known exact values on which every
// engine of package search is tested before a contest game uses it:
// tic-tac-toe, Nim, Connect-4 on small boards and random game trees with
// transpositions (two-player, perfect information); SameLine and SameLineTabu
// (a one-row SameGame) and Schedule (jobs with due times, optimum by a
// dynamic program) for the single-player engines.
//
// Values follow package search: from the side to move, a won game is Win, a
// lost one -Win, a draw 0.
package toy

// Win is the value of a won game in the toy games.
const Win int32 = 100

// splitmix64 is the generator behind the toy games' Zobrist keys.
func splitmix64(x *uint64) uint64 {
	*x += 0x9e3779b97f4a7c15
	z := *x
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
