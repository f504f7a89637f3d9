package main

import (
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/rules"
)

// scene is the scenario's table with the models where its game sets them up, drawn from the
// view of a new game, whatever the game.
func scene(s *maps.Scenario) (*render.Scene, error) {
	v, tb, err := rules.Opening(s)
	if err != nil {
		return nil, err
	}
	return render.ViewScene(v, s, tb), nil
}
