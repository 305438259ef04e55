// Package caia joins botcup to CodeCup's CAIA, the contest's home test
// system, both ways.
//
// CAIA's caiaio starts a referee with one argument (the path of its log
// file) and carries lines between it, the players and a manager. A
// referee writes "N text" to send text to player N, "I listen N" to read
// player N's next line (or one of caiaio's tokens for a fault: see the
// Token constants), "I request_time N" for the thinking time player N
// used, "I lock" and "I unlock", and "M text" to the manager; its result
// is "M report P1 P2 MESSAGE", the points of each player and one word.
// Any other "I" command stops caiaio with an error.
//
// Referee makes one of botcup's judges a CAIA referee (`botcup caia
// referee GAME`). Registration makes a CAIA referee botcup's judge of the
// game "caia:PATH": botcup is then the referee's caiaio, for two players
// under its own process control (see Judge.PlayHosted).
package caia
