package game

import (
	"encoding/json"
	"io"
	"math"

	"github.com/borrowed-time/tabletop/maps"
)

// Played is what one simulated game came to: where it stands at the end, the commands it
// took, the computer's proposals the rules refused, a problem that stopped it, and what the
// ruleset's own report reads of it (Reporter.Result). Simulations send it between processes
// as JSON.
type Played struct {
	Index    int             `json:"i"`
	Outcome  Outcome         `json:"outcome"`
	Over     bool            `json:"over,omitempty"`
	Commands int             `json:"commands,omitempty"`
	Refused  int             `json:"refused,omitempty"`
	Problem  string          `json:"problem,omitempty"`
	Detail   json.RawMessage `json:"detail,omitempty"`
}

// Batcher is a Ruleset that sets up the games of one scenario's batch faster than New sets
// up each alone: what every game shares (the measured terrain, route graphs and routes) is
// built once. The games are the very games New would give.
type Batcher interface {
	NewBatch(s *maps.Scenario) (func(setup Setup) (Session, error), error)
}

// Reporter is a Ruleset that reports a batch of simulated games its own way; a simulation
// reports the others by seat, ending and length.
type Reporter interface {
	// Result is what one finished game tells the report, as plain data.
	Result(s Session) json.RawMessage
	// Report writes the batch's report from its games, in order.
	Report(w io.Writer, s *maps.Scenario, seed uint64, games []Played)
}

// Charter is a Reporter that also draws its report as a chart, a PNG at path.
type Charter interface {
	Chart(path string, s *maps.Scenario, seed uint64, games []Played) error
}

// Wilson returns the 95% Wilson score interval of a proportion, k of n: what a batch of
// simulated games says of a win rate.
func Wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959964
	p, nf := float64(k)/float64(n), float64(n)
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return math.Max(0, mid-half), math.Min(1, mid+half)
}
