// Package turn makes the contract's parts (package game) for a game played
// in alternating turns, one token a move, whose bot is a search/duel loop:
//
//   - Rules, Judge, Game: the judge, from what differs between such games
//     (name, clock, start and quit tokens, start position, move parser);
//     Position, Move and Side are what it asks of the game's own state;
//   - Players: the reference players "random" and "greedy" from the bot's
//     duel.Run loop;
//   - Line: an opening line of the game, valued by the duel's alpha-beta.
//
// It is the only package of the contract that imports the bot framework
// (search/duel); the arena imports neither it nor search/duel.
package turn
