// Package stats is the arithmetic of a match: pentanomial counts of pairs
// (Penta), Elo and normalized Elo with 95% intervals that a handful of
// games cannot make certain (Elo, NElo, EloPrior, TrinomialElo), the
// likelihood of superiority (LOS), the mean contest-score difference
// (ScoreDiff) and the pentanomial GSPRT of fishtest and fastchess under the
// normalized or the logistic model (LLR, SPRT). Pure maths: it imports
// nothing of the module.
package stats
