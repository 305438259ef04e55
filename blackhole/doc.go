// Package blackhole holds the rules of Black Hole as played in CodeCup
// 2018 and botcup's bot for it: a triangle of 36 fields, five brown jury
// stones, 15 red and 15 blue stones valued 1..15 placed in turn, and the
// one field left empty, the black hole, whose neighbours score: Red 75+R-B,
// Blue 75-R+B. The rules (State: moves, play, scores, perft; the protocol's
// notation; the brown draw) are pure and allocation-free in play; the bot
// and the judge both use them.
//
// The bot is duel.Duel (search/duel) on Position, the State as its search
// sees it. Its default engine is MCTS: epsilon-greedy selection that picks
// a field first and then its stone (MoveGroup), over every value of the
// mover on a live field and only its lowest on the one dead field worst
// for it; leaves expanded after a few visits; rollouts of its own
// (Rollout: spread high stones early, fill the worst fields late) that stop
// as soon as no two empty fields touch and score that end exactly; the
// tree kept from move to move; a reward that is the margin alone
// (tanh of it), what the contest ranks by; a root MCTS proves handed to
// alpha-beta, which wins by the most or loses by the least, and from 12
// plies before the end alpha-beta first (exact-plies), whose exact answer
// is played when it finds one in time; the settled end played at once;
// optionally (solve-plies, off by default) its new leaves near the end
// proven by the engine's exact Solver on the hooks of bounds.go (what the
// fields already fixed decide), solvermoves.go (the moves an exact search
// needs, best first) and solvercuts.go (the cuts sound for a window: the
// lowest stone on a stale field, and two stones on one field at most
// their difference apart), which with exact-solver also plays the
// exact-plies end in alpha-beta's place; optionally RAVE over the action
// keys of rave.go (a side, a field and a stone's rank). The alpha-beta engine (-engine ab) searches fewer moves (a
// side's highest and lowest value on a live field, every value once few
// fields are empty) with an evaluation that is the expected outcome of
// random play, exact once settled, and move ordering by a stone's reach. Run is the contest
// protocol loop; Bench and Params serve `botcup bench` and `botcup tune`.
package blackhole
