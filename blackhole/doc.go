// Package blackhole holds the rules of Black Hole as played in CodeCup
// 2018 and botcup's bot for it: a triangle of 36 fields, five brown jury
// stones, 15 red and 15 blue stones valued 1..15 placed in turn, and the
// one field left empty, the black hole, whose neighbours score: Red 75+R-B,
// Blue 75-R+B. The rules (State: moves, play, scores, perft; the protocol's
// notation; the brown draw) are pure and allocation-free in play; the bot
// and the judge both use them.
//
// The bot is duel.Duel (search/duel) on Position, the State as its search sees it:
// alpha-beta over the moves worth searching (a side's highest and lowest
// value on a live field, its lowest on the one dead field worst for it,
// every value once few fields are empty), an evaluation that is the
// expected outcome of random play and exact once no two empty fields
// touch, and move ordering by a stone's reach. Run is the contest protocol
// loop; Bench and Params serve `botcup bench` and `botcup tune`.
package blackhole
