package survivors

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// ViewsShared implements game.SharedViewer: Survivors has no secrets, so the engine works a
// view out once for all the seats.
func (r *rules) ViewsShared() bool { return true }

// View is what any seat sees: Survivors has no secrets.
func (r *rules) View(s *State, seat game.SeatID) game.View {
	r.Sync(s)
	v := game.View{Seat: seat, Status: r.status(s), States: tokenStates, Health: "health point"}
	for i := range s.Models {
		if m := &s.Models[i]; !m.Out {
			v.Tokens = append(v.Tokens, r.token(s, i))
			v.Cards = append(v.Cards, r.card(m))
		}
	}
	v.Markers = r.markers(s)
	v.Tracks = []game.Track{{Name: "Round", Value: s.Round, Max: rounds}, {Name: "Zombies", Value: s.zombiesOnTable(), Max: maxZombies}}
	for b := 0; b < r.bands(); b++ {
		v.Tracks = append(v.Tracks, game.Track{Name: "Supplies: " + r.bandName(b), Value: r.carried(s, b)})
	}
	v.Lines = append(r.lines(), r.scoreLines(s)...)
	for _, side := range r.bandSides() { // the zones of this game's bands, not another mode's
		if z := zoneOf(r.scen, side); z != nil {
			v.StartZones = append(v.StartZones, z.ID)
		}
	}
	shown := *s
	shown.RNG = 0
	v.State, _ = json.Marshal(shown)
	return v
}

// status is the one line saying where the game stands.
func (r *rules) status(s *State) string {
	switch s.Phase {
	case PhaseRollOff:
		return "Set-up · roll off for deployment"
	case PhaseDeploy:
		return fmt.Sprintf("Set-up · %s to deploy: drag the characters anywhere in the band's green zone, then Done deploying", r.bandName(s.Deployer))
	case PhaseOver:
		return "Game over · " + s.Result.Reason
	}
	head := fmt.Sprintf("Round %d of %d · ", s.Round, rounds)
	switch s.Phase {
	case PhaseEvents:
		how := "press Activate a zombie, then click one of those that glow (near the noise)"
		if s.Event.Acts == 0 {
			how = "Place new zombies at entry points"
		}
		return head + fmt.Sprintf("%s to resolve zombie activity (%s, %s): %s, or Let the table choose", r.bandName(s.Event.Chooser),
			game.Plural(s.Event.Acts, "zombie to act", "zombies to act"), game.Plural(s.Event.Places, "to place", "to place"), how)
	case PhaseSurge:
		how := "Place new zombies at entry points"
		if s.Surge.Wander {
			how = "press Activate a zombie, then click one of the far-off ones that glow"
		}
		return head + fmt.Sprintf("%s to resolve the zombie surge: %s, or Let the table choose", r.bandName(s.Surge.Order[0]), how)
	}
	if s.Active >= 0 {
		m := &s.Models[s.Active]
		return head + fmt.Sprintf("%s: %s is activating (%s left)", r.bandName(s.Turn), m.Name, game.Plural(m.CP, "command point", "command points"))
	}
	return head + fmt.Sprintf("%s to activate", r.bandName(s.Turn))
}

func (r *rules) token(s *State, i int) game.Token {
	m := &s.Models[i]
	t := game.Token{ID: m.ID, Name: m.Name, Body: physics.Body{Base: physics.Base25mm, Pos: m.Pos, Level: m.Level},
		Wounds: m.Health, MaxWounds: r.maxHealth(m), Spent: m.Done}
	if m.Zombie {
		t.Kind, t.Label = "shambler", "Z"
		return t
	}
	t.Kind, t.Side, t.Team, t.Label = "survivor", seatOf(m.Band), m.Band+1, monogram(m.Name)
	return t
}

func (r *rules) maxHealth(m *Model) int {
	if m.Zombie {
		return zombieProfile.Health
	}
	return profiles[m.Archetype].Health
}

func monogram(name string) string {
	f := strings.Fields(name)
	switch {
	case len(f) >= 2:
		return strings.ToUpper(f[0][:1] + f[1][:1])
	case len(name) >= 2:
		return strings.ToUpper(name[:1]) + name[1:2]
	}
	return strings.ToUpper(name)
}

func (r *rules) markers(s *State) []game.Marker {
	var out []game.Marker
	for _, o := range s.Objectives {
		if !o.Removed {
			name := o.Name
			if o.Looted {
				name += " (looted)"
			}
			out = append(out, game.Marker{ID: o.ID, Name: name, Kind: "search", At: o.At, Level: o.Level, Used: o.Looted})
		}
	}
	for _, p := range s.Piles {
		if p.Count > 0 {
			out = append(out, game.Marker{ID: p.ID, Name: game.Plural(p.Count, "supply", "supplies"), Kind: "supplies", At: p.At, Level: p.Level, Count: p.Count})
		}
	}
	for _, sp := range r.scen.SpawnPoints {
		out = append(out, game.Marker{ID: sp.ID, Name: r.placeName(sp.ID, sp.Name) + " (zombie entry point)", Kind: "entry", At: sp.At, Level: sp.Level})
	}
	return out
}

// carried counts the supplies band b's characters carry.
func (r *rules) carried(s *State, b int) int {
	n := 0
	for i := range s.Models {
		if m := &s.Models[i]; !m.Zombie && !m.Out && m.Band == b {
			n += m.Supplies
		}
	}
	return n
}

// lines say the objectives in words.
func (r *rules) lines() []string {
	if r.bands() == 1 {
		out := []string{fmt.Sprintf("Survive %d rounds and bring the supplies where they are needed.", rounds)}
		if r.solo != nil {
			out = append(out, fmt.Sprintf("Win: at the end, characters standing %s carry at least %s between them%s.",
				r.where(*r.solo), game.Plural(r.solo.Supplies, "supply", "supplies"), map[bool]string{true: ", with at least half the band still standing"}[r.solo.HalfBand]))
		}
		return out
	}
	out := []string{"Each supply your characters carry at the end scores 1 point; so does each enemy character taken out of action."}
	for _, v := range r.setup.Victory {
		switch v.Kind {
		case SuppliesOn:
			out = append(out, fmt.Sprintf("Each supply carried by a character standing %s scores %s more.", r.where(v), game.Plural(v.VP, "point", "points")))
		case MostSuppliesOn:
			out = append(out, fmt.Sprintf("The band carrying more supplies %s scores %s more.", r.where(v), game.Plural(v.VP, "point", "points")))
		}
	}
	return append(out, "On a tie, the band with more characters standing wins.")
}

// where names a condition's places in words.
func (r *rules) where(v Condition) string {
	var names []string
	for _, id := range v.Terrain {
		for _, t := range r.scen.Terrain {
			if t.ID == id {
				names = append(names, r.placeName(t.ID, t.Name))
			}
		}
	}
	if v.Zone != "" {
		if z := zoneByID(r.scen, v.Zone); z != nil {
			names = append(names, r.placeName(z.ID, z.Name))
		}
	}
	return "on " + strings.Join(names, " or ")
}

// statWords says what the numbers of a profile mean, at the foot of every card.
const statWords = "The numbers: a die at or above Melee or Shoot hits, one at or above Defence cancels a hit, one at or above Counter cancels a damage; command points pay for actions."

// card describes a model for the panel: profile and kit in words.
func (r *rules) card(m *Model) game.Card {
	if m.Zombie {
		p := zombieProfile
		return game.Card{Model: m.ID, Title: m.Name, Lines: []string{
			fmt.Sprintf("Move %g\" · Melee %d+ · Defence %d+ · Counter %d+", p.Move, p.Melee, p.Defence, p.Counter),
			"Acts only when disturbed or in a surge. Never climbs.", statWords}}
	}
	p := profiles[m.Archetype]
	lines := []string{
		fmt.Sprintf("%s of %s", p.Name, r.bandName(m.Band)),
		fmt.Sprintf("Move %g\" · Melee %d+ · Shoot %d+ · Defence %d+ · Counter %d+", p.Move, p.Melee, p.Shoot, p.Defence, p.Counter),
		fmt.Sprintf("Health %d of %d · %s", m.Health, p.Health, game.Plural(m.CP, "command point", "command points")),
		fmt.Sprintf("Carries %s", game.Plural(m.Supplies, "supply", "supplies")),
	}
	for _, ws := range m.Weapons {
		lines = append(lines, weaponLine(weapons[ws.ID], ws))
	}
	lines = append(lines, weaponLine(weapons[Unarmed], WeaponState{}), statWords)
	return game.Card{Model: m.ID, Title: m.Name, Lines: lines}
}

func weaponLine(w Weapon, ws WeaponState) string {
	reach := "melee"
	if w.Ranged {
		reach = fmt.Sprintf("%g\"", w.Range)
	}
	line := fmt.Sprintf("%s: %s, %s", w.Name, reach, game.Plural(w.Attacks, "attack", "attacks"))
	if sp := w.specials(); len(sp) > 0 {
		line += " · " + strings.Join(sp, ", ")
	}
	switch {
	case ws.Broken:
		line += " · unusable"
	case ws.Unloaded:
		line += " · needs reloading"
	}
	return line
}

// tokenStates is what a Survivors token's marks mean, for the table's key: a model taken out
// leaves the table, so none is ever down.
var tokenStates = game.TokenStates{Spent: "has acted this round"}

// scoreLines are a two-band game's points so far, band by band, and where they come from
// (the end of the game counts the same way, V2): what a player needs to read the result.
func (r *rules) scoreLines(s *State) []string {
	if r.bands() != 2 {
		return nil
	}
	var out []string
	for b := 0; b < 2; b++ {
		carried, down := basePoints(s, b)
		var parts []string
		if carried > 0 {
			parts = append(parts, fmt.Sprintf("%d for supplies carried", carried))
		}
		for _, v := range r.setup.Victory {
			switch n := r.suppliesAt(s, b, v); {
			case v.Kind == SuppliesOn && n > 0:
				parts = append(parts, fmt.Sprintf("%d for supplies %s", v.VP*n, r.where(v)))
			case v.Kind == MostSuppliesOn && n > r.suppliesAt(s, 1-b, v):
				parts = append(parts, fmt.Sprintf("%d for the most supplies %s", v.VP, r.where(v)))
			}
		}
		if down > 0 {
			parts = append(parts, fmt.Sprintf("%d for enemies taken out", down))
		}
		words := "nothing yet"
		if len(parts) > 0 {
			words = strings.Join(parts, ", ")
		}
		out = append(out, fmt.Sprintf("Points now, %s: %d (%s).", r.bandName(b), r.score(s, b), words))
	}
	return out
}
