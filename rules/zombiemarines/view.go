package zombiemarines

import (
	"encoding/json"
	"fmt"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
	"github.com/borrowed-time/tabletop/physics"
)

// monograms mark each marine type's token.
var monograms = map[Kind]string{Medic: "M", Grunt: "G", Sergeant: "S", Lieutenant: "L"}

// ViewsShared implements game.SharedViewer: every seat sees the same map (a face-down tile is
// face down for everyone), so the engine works a view out once for all the seats.
func (r *rules) ViewsShared() bool { return true }

// View returns what a seat may see: everything but the face-down tiles (M2).
func (r *rules) View(s *State, seat game.SeatID) game.View {
	b, _ := grid.New(MapSide, MapSide, physics.Vec{}, 1)
	v := game.View{Seat: seat, Status: r.status(s), Squares: r.squares(s), Health: "hit point", States: tokenStates}
	for _, m := range s.Marines {
		p := profiles[m.Kind]
		v.Tokens = append(v.Tokens, game.Token{ID: m.ID, Name: fmt.Sprintf("%s (marine %d)", p.Name, m.Seat), Kind: "survivor",
			Side: MarineSeat(m.Seat), Team: m.Seat, Label: monograms[m.Kind], Body: physics.Body{Base: physics.Base25mm, Pos: b.Centre(m.At)},
			Wounds: m.HP, MaxWounds: p.HP, Down: m.Dead, Spent: m.Turn.Done})
		v.Cards = append(v.Cards, marineCard(&m))
	}
	for _, z := range s.Zombies {
		v.Tokens = append(v.Tokens, game.Token{ID: z.ID, Name: "Zombie " + z.ID[1:], Kind: "shambler", Label: "Z",
			Body: physics.Body{Base: physics.Base25mm, Pos: b.Centre(z.At)}, Wounds: 1, MaxWounds: 1, Down: z.Down, Spent: z.Steps >= zombieSpeed})
	}
	for i, d := range s.Doors {
		name := "Door"
		if d.Broken {
			name = "Destroyed door"
		}
		v.Markers = append(v.Markers, game.Marker{ID: fmt.Sprintf("door-%d", i+1), Name: name, Kind: "door", At: edgeMid(d.Edge), Used: d.Broken, Help: doorHelp(d.Broken)})
	}
	for p, up := range s.Flipped {
		o := tileOrigin(p)
		at := physics.Vec{X: float64(o.X) + TileSide/2.0, Y: float64(o.Y) + TileSide/2.0}
		if !up { // the helipad and the spawn tile show on the board itself
			v.Markers = append(v.Markers, game.Marker{ID: tileMarker(p), Name: "Face-down tile", Kind: "tile", At: at,
				Help: "A part of the town nobody has seen yet: it turns over when a marine or a zombie steps onto it, and the move ends there. Its walls count only once it is face up."})
		}
	}
	for _, q := range r.spawnSquares(s) {
		v.Markers = append(v.Markers, game.Marker{ID: fmt.Sprintf("spawn-%d-%d", q.X, q.Y), Name: "Spawn square", Kind: "spawn-square", At: b.Centre(q),
			Help: "New zombies may be placed here at the start of a turn."})
	}
	turn := game.Track{Name: "Turn", Value: s.Round, Max: r.opt.Turns, Help: "The turn the game is in."}
	if r.opt.Turns > 0 {
		turn.Help = fmt.Sprintf("The turn the game is in, of the %d the chopper waits: once the last is over, the zombies win.", r.opt.Turns)
	}
	v.Tracks = []game.Track{turn, {Name: "Zombies", Value: len(s.Zombies)},
		{Name: "Marines alive", Value: r.livingMarines(s), Max: r.opt.Marines}}
	v.Lines = []string{"Marines: find the helipad tile, stand on it and kill every zombie on it.", "Zombies: kill every marine."}
	if r.opt.Turns > 0 {
		v.Lines = []string{fmt.Sprintf("Marines: find the helipad tile, stand on it and kill every zombie on it, by the end of turn %d.", r.opt.Turns),
			fmt.Sprintf("Zombies: kill every marine, or keep them off the helipad until turn %d is over.", r.opt.Turns)}
	}
	v.State, _ = json.Marshal(r.redacted(s))
	return v
}

// redacted is the state with the face-down tiles and the generator left out.
func (r *rules) redacted(s *State) State {
	c := r.Clone(s)
	c.RNG = 0
	for p, up := range c.Flipped {
		if !up {
			c.Deck[p] = -1
		}
	}
	return c
}

func marineCard(m *Marine) game.Card {
	p := profiles[m.Kind]
	c := game.Card{Model: m.ID, Title: fmt.Sprintf("%s (marine %d)", p.Name, m.Seat)}
	if m.Dead {
		c.Lines = append(c.Lines, "Dead. Others may take its equipment.")
	} else {
		c.Lines = append(c.Lines, fmt.Sprintf("Speed %d · %d of %d hit points", p.Speed+m.Turn.Bonus, m.HP, p.HP))
	}
	for _, it := range m.Items {
		c.Lines = append(c.Lines, itemLabel(it))
	}
	return c
}

// status says where the game stands.
func (r *rules) status(s *State) string {
	switch s.Phase {
	case PhaseStartTile:
		return "The marines choose their start tile"
	case PhaseDoors:
		who := "the zombie player"
		if !s.Populating[0].ZombieNext {
			who = fmt.Sprintf("marine %d", s.Populating[0].Seat)
		}
		return "A tile turned over: " + who + " places a door counter"
	case PhaseTileZombies, PhaseSpawnZombies:
		return fmt.Sprintf("The zombie player places %s", game.Plural(s.Placing, "zombie", "zombies"))
	case PhaseDeploy:
		return "The marines take their places on the start tile"
	case PhaseSpawn:
		return fmt.Sprintf("Turn %d · zombies spawn", s.Round)
	case PhaseMarines:
		return fmt.Sprintf("Turn %d · the marines' turn", s.Round)
	case PhaseZombies:
		return fmt.Sprintf("Turn %d · the zombies' turn", s.Round)
	}
	if s.Result != nil {
		return "Game over: " + s.Result.Reason
	}
	return ""
}

// doorHelp is a door marker's tip.
func doorHelp(broken bool) string {
	if broken {
		return "A door the zombies broke down or a grenade blew apart: it stops nobody and blocks no sight."
	}
	return "A door: marines pass through it freely, zombies only once they break it down. Closed, it blocks sight like a wall."
}

// tokenStates is what a Zombie Marines token's marks mean, for the table's key.
var tokenStates = game.TokenStates{
	SurvivorDown: "dead: out of the game",
	ZombieDown:   "knocked down: it stands up at the end of the turn",
	Spent:        "has acted this turn (a zombie: used its move)",
}
