package start

import (
	"encoding/json"
	"math/rand/v2"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// stressScenario is the scenario with o.stress more Shamblers wherever they can stand (for
// measuring frame times with a crowded table). The positions come from a fixed generator: this
// is a measurement, not a game.
func stressScenario(s *maps.Scenario, o Options) (*maps.Scenario, error) {
	var doc map[string]any
	if err := json.Unmarshal(s.Source, &doc); err != nil {
		return nil, err
	}
	tb, err := s.NewTable()
	if err != nil {
		return nil, err
	}
	for _, sv := range s.Survivors {
		tb.AddBody(physics.Body{Base: physics.Base25mm, Pos: sv.At})
	}
	for _, z := range s.Zombies {
		tb.AddBody(physics.Body{Base: maps.ZombieBase(z.Type), Pos: z.At})
	}
	zombies, _ := doc["zombies"].([]any)
	r := rand.New(rand.NewPCG(200, 200))
	for added, tries := 0, 0; added < o.Stress && tries < 100000; tries++ {
		p := physics.Vec{X: 1 + r.Float64()*(s.Width-2), Y: 1 + r.Float64()*(s.Height-2)}
		if tb.CheckPlacement(physics.Body{Base: physics.Base25mm, Pos: p}) != nil {
			continue
		}
		tb.AddBody(physics.Body{Base: physics.Base25mm, Pos: p})
		zombies = append(zombies, map[string]any{"type": "shambler", "at": []float64{p.X, p.Y}})
		added++
	}
	doc["zombies"] = zombies
	data, err := json.Marshal(doc)
	if err != nil {
		return nil, err
	}
	return maps.Load(s.ID, data)
}
