package online

import (
	"context"
	"errors"
	"math/rand/v2"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// RandomMove makes one random legal move for the client's seat from the actions the server
// lists for it (a client has no state to work them out itself), as a player looks for one:
// its own models first, in a random order, then the seat's actions on no model, then the
// models of no seat (zombies); a random enabled action; random picks among those that
// qualify (a point from the action's spots when it lists them). After a few refusals it
// moves the game on instead. For bots, load tests and tests.
func RandomMove(ctx context.Context, c *Client, rnd *rand.Rand) (Result, error) {
	snap := c.State()
	var own, nobodys []string
	for _, tk := range snap.View.Tokens {
		switch tk.Side {
		case snap.Seat:
			own = append(own, tk.ID)
		case "":
			nobodys = append(nobodys, tk.ID)
		}
	}
	rnd.Shuffle(len(own), func(i, j int) { own[i], own[j] = own[j], own[i] })
	rnd.Shuffle(len(nobodys), func(i, j int) { nobodys[i], nobodys[j] = nobodys[j], nobodys[i] })
	models := append(append(own, ""), nobodys...)
	for try := 0; try < min(8, len(models)); try++ {
		m := models[try]
		acts, err := c.Actions(ctx, m)
		if err != nil {
			return Result{}, err
		}
		var enabled []game.Action
		for _, a := range acts {
			if a.Enabled {
				enabled = append(enabled, a)
			}
		}
		if len(enabled) == 0 {
			continue
		}
		a := enabled[rnd.IntN(len(enabled))]
		res, err := c.Act(ctx, m, a.ID, randomPicks(a, near(snap.View, m, rnd), rnd))
		var refused *Refusal
		if errors.As(err, &refused) {
			continue
		}
		return res, err
	}
	return c.MoveOn(ctx)
}

func randomPicks(a game.Action, at physics.Vec, rnd *rand.Rand) game.Picks {
	var p game.Picks
	switch a.Needs {
	case game.PickModel, game.PickPlace:
		if len(a.Targets) > 0 {
			p.Target = a.Targets[rnd.IntN(len(a.Targets))]
		}
	case game.PickChoice:
		if len(a.Choices) > 0 {
			p.Choice = a.Choices[rnd.IntN(len(a.Choices))].ID
		}
	case game.PickChoices:
		p.Chosen = game.SomeChoices(a.Choices, rnd)
	case game.PickPoint:
		to := physics.Vec{X: max(0, at.X+(rnd.Float64()*2-1)*8), Y: max(0, at.Y+(rnd.Float64()*2-1)*8)}
		if len(a.Spots) > 0 {
			to = a.Spots[rnd.IntN(len(a.Spots))]
		}
		p.To = &to
	}
	return p
}

// near is the model's place on the table, or a random token's when it has none.
func near(v game.View, model string, rnd *rand.Rand) physics.Vec {
	for _, tk := range v.Tokens {
		if tk.ID == model {
			return tk.Body.Pos
		}
	}
	if len(v.Tokens) > 0 {
		return v.Tokens[rnd.IntN(len(v.Tokens))].Body.Pos
	}
	return physics.Vec{X: 12, Y: 12}
}
