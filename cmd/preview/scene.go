package main

import (
	"github.com/borrowed-time/tabletop/engine"
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/rules"
)

// scene is the scenario's table with the models where its game sets them up: Borrowed
// Time's through its own tokens, any other game's through the view of its session.
func scene(s *maps.Scenario) (*render.Scene, error) {
	if s.Ruleset == maps.BorrowedTime {
		g, err := game.New(s, game.Options{}, 1)
		if err != nil {
			return nil, err
		}
		return &render.Scene{Scenario: s, Table: g.Table(), Tokens: render.StateTokens(g)}, nil
	}
	g, err := rules.New(s, engine.Setup{Seed: 1})
	if err != nil {
		return nil, err
	}
	v := g.View(engine.Host)
	var toks []render.Token
	for _, t := range v.Tokens {
		toks = append(toks, render.ViewToken(t))
	}
	return &render.Scene{Scenario: s, Table: g.Table(), Tokens: toks, Markers: render.ViewMarkers(v.Markers), Squares: v.Squares, Hexes: v.Hexes}, nil
}
