// Package botflag is what every bot's command line shares: the -h text
// (Usage: what the bot is, that the contest runs it without flags, its
// flags), the checks of flag values that a bot runs before it reads any
// input (Check with PositiveDuration, NonNegativeDuration, AtLeast, OneOf:
// an error that names the flag and what it wants), and a bot's tunable
// constants (Param, Params: set one with -param name=value, list them as
// JSON with -params, what botcup tune reads).
//
// Bots import it, so it uses only the standard library.
package botflag
