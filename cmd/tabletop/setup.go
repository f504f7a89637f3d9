package main

import (
	"fmt"
	"math"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render"
)

// setUpModels puts the scenario's survivors and starting zombies on the table and returns their
// tokens. Survivors without a position are set up in the survivors' start zone, on the first
// free spots of a 1.25" lattice.
func setUpModels(s *maps.Scenario, tb *physics.Table) ([]render.Token, []physics.BodyID, error) {
	var tokens []render.Token
	var ids []physics.BodyID
	for _, z := range s.Zombies {
		body := physics.Body{Base: maps.ZombieBase(z.Type), Pos: z.At, Level: z.Level, Facing: z.Facing * math.Pi / 180}
		ids = append(ids, tb.AddBody(body))
		tokens = append(tokens, render.Token{Kind: z.Type, Body: body, Models: z.Models})
	}
	var zone []physics.Vec
	for _, z := range s.StartZones {
		if z.Side == "survivors" {
			zone = z.Polygon
		}
	}
	for _, sv := range s.Survivors {
		body := physics.Body{Base: physics.Base25mm, Pos: sv.At, Level: sv.Level}
		if !sv.Placed {
			p, ok := freeSpot(tb, zone)
			if !ok {
				return nil, nil, fmt.Errorf("no room left in the start zone for %s", sv.ID)
			}
			body.Pos = p
		}
		ids = append(ids, tb.AddBody(body))
		tokens = append(tokens, render.Token{Kind: "survivor", ID: sv.ID, Body: body})
	}
	return tokens, ids, nil
}

func freeSpot(tb *physics.Table, zone []physics.Vec) (physics.Vec, bool) {
	if len(zone) == 0 {
		return physics.Vec{}, false
	}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range zone {
		minX, minY, maxX, maxY = math.Min(minX, p.X), math.Min(minY, p.Y), math.Max(maxX, p.X), math.Max(maxY, p.Y)
	}
	for y := minY + 0.6; y < maxY; y += 1.25 {
		for x := minX + 0.6; x < maxX; x += 1.25 {
			p := physics.Vec{X: x, Y: y}
			if physics.PointInPolygon(zone, p) && tb.CheckPlacement(physics.Body{Base: physics.Base25mm, Pos: p}) == nil {
				return p, true
			}
		}
	}
	return physics.Vec{}, false
}
