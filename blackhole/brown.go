package blackhole

import "botcup/search"

// DrawBrown is the referee's brown stones: five different fields drawn
// uniformly at random from rng.
func DrawBrown(rng *search.Rng) [NumBrown]Field {
	var brown [NumBrown]Field
	var taken uint64
	for i := range brown {
		f := Field(rng.Intn(Fields))
		for taken>>f&1 != 0 {
			f = Field(rng.Intn(Fields))
		}
		taken |= 1 << f
		brown[i] = f
	}
	return brown
}
