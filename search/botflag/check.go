package botflag

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// The checks of a bot's flag values: each returns nil for a good value
// and an error naming the flag and what it wants for a bad one; Check
// returns the first error. A bot prints it and exits with status 2 before
// it reads any input.

// Check returns the first non-nil error of checks.
func Check(checks ...error) error {
	for _, err := range checks {
		if err != nil {
			return err
		}
	}
	return nil
}

// PositiveDuration wants d > 0.
func PositiveDuration(flag string, d time.Duration) error {
	if d <= 0 {
		return fmt.Errorf("-%s must be positive, not %v", flag, d)
	}
	return nil
}

// NonNegativeDuration wants d >= 0.
func NonNegativeDuration(flag string, d time.Duration) error {
	if d < 0 {
		return fmt.Errorf("-%s must not be negative, not %v", flag, d)
	}
	return nil
}

// AtLeast wants n >= least.
func AtLeast(flag string, n, least int) error {
	if n < least {
		return fmt.Errorf("-%s must be at least %d, not %d", flag, least, n)
	}
	return nil
}

// OneOf wants v among known.
func OneOf(flag, v string, known ...string) error {
	if !slices.Contains(known, v) {
		return fmt.Errorf("-%s must be one of %s, not %q", flag, strings.Join(known, ", "), v)
	}
	return nil
}
