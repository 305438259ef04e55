// Package judge is the referee of Amazes for the arena: the rules of
// package amazes, the contest protocol and scoring, and the jury's fallback.
//
// What it offers (each file holds one of these):
//   - judge.go: Judge (arena.Judge: name, 5 s budget, new games from a seed,
//     256-step lines) and its options;
//   - game.go: AmazesGame (arena.Game): the view each turn, discovery per side
//     with every inference rule, points, the catch, sudden death, the score
//     clamp, the jury's T after a fault;
//   - players.go: the reference players random and greedy, by name;
//   - hunter.go: the reference player hunter, which explores, then plays
//     for sudden death;
//   - tracker.go: the reference player tracker, which keeps the set of
//     cells the opponent can stand on and hunts on it;
//   - guesser.go: the reference player guesser, which explores as hunter
//     does, then walks to a cell drawn at random from all those at the
//     distance told: the floor under any defence;
//   - local.go: PlayLocal, a game between in-process players (tests and
//     quick measurements);
//   - registration.go: Registration, the game's entry for the CLI.
package judge
