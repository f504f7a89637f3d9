package borrowedtime

import (
	"fmt"

	"github.com/borrowed-time/tabletop/maps"
)

// Options are the house rules a group plays with, and how dice are rolled. The zero value is
// the rulebook as this table reads it (docs/rules-interpretations.md).
type Options struct {
	// HeatCheck picks the Heat check table (section VI A): "table" (default) follows the table
	// (Heat 8: 6, 9: 5+, 10: 4+, 11: 3+, 12 or more: 2+); "text" follows the sentence (from 7:
	// Heat 7: 6, 8: 5+, 9: 4+, 10: 3+, 11 or more: 2+).
	HeatCheck string `json:"heatCheck,omitempty"`
	// BleedOut picks the Bleed Out test (sections VII and IX): "d6" (default) dies on a 1 on
	// one die; "guts" rolls Guts dice and dies without a success.
	BleedOut string `json:"bleedOut,omitempty"`
	// Complications picks whose 1s add Heat: "attack" (default) every 1 rolled by either side
	// of an attack (section VII step 5) and survivors' 1s on any other roll (section XI);
	// "survivors" only survivors' 1s.
	Complications string `json:"complications,omitempty"`
	// KeepZombieHeat keeps the Heat the zombies' attacks generate for the next Director phase
	// instead of losing it when the End phase resets the track.
	KeepZombieHeat bool `json:"keepZombieHeat,omitempty"`
	// TableDice: the players roll real dice and every command carries the values it needs.
	TableDice bool `json:"tableDice,omitempty"`
	// Survivors, when given, is the team instead of the scenario's (a custom game); they set up
	// in the survivors' start zone. PointLimit, when above 0, caps their total point value.
	Survivors  []string `json:"survivors,omitempty"`
	PointLimit int      `json:"pointLimit,omitempty"`
	// Agendas deals secret agendas: "" none, "own" each survivor's own, "random" dealt at
	// random from the compendium's ten (by the seed).
	Agendas string `json:"agendas,omitempty"`
	// House rules of rulings C38–C40 (docs/rules-interpretations.md): a Screamer shrieks only
	// at a standing survivor; the End phase's Threat step ends the game before the rooftop
	// rescue; a Horde tray is one kill for King of the Swing, when its last model falls.
	ShriekStandingOnly bool `json:"shriekStandingOnly,omitempty"`
	ThreatBeforeRescue bool `json:"threatBeforeRescue,omitempty"`
	HordeKillsPerTray  bool `json:"hordeKillsPerTray,omitempty"`
	// TrayCircles routes a Horde's tray as its bounding circle, as the program did before
	// trays were routed as their rectangles: a save of the old format replays with it (the
	// upgrade sets it), so it reaches the state it recorded. No player chooses it.
	TrayCircles bool `json:"trayCircles,omitempty"`
}

func (o Options) validate() error {
	check := func(name, v string, allowed ...string) error {
		if v == "" {
			return nil
		}
		for _, a := range allowed {
			if v == a {
				return nil
			}
		}
		return fmt.Errorf("option %s: %q is not one of %v", name, v, allowed)
	}
	for _, err := range []error{
		check("heatCheck", o.HeatCheck, "table", "text"),
		check("bleedOut", o.BleedOut, "d6", "guts"),
		check("complications", o.Complications, "attack", "survivors"),
		check("agendas", o.Agendas, "own", "random"),
	} {
		if err != nil {
			return err
		}
	}
	return nil
}

// team returns the survivors playing: the custom team, checked against the compendium and the
// point limit, or the scenario's own.
func (o Options) team(s *maps.Scenario) ([]maps.SurvivorPlacement, error) {
	if len(o.Survivors) == 0 {
		return s.Survivors, nil
	}
	seen := map[string]bool{}
	points := 0
	var team []maps.SurvivorPlacement
	for _, id := range o.Survivors {
		p, ok := survivorProfiles[id]
		if !ok {
			return nil, fmt.Errorf("option survivors: there is no survivor %q", id)
		}
		if seen[id] {
			return nil, fmt.Errorf("option survivors: %s is chosen twice", p.Name)
		}
		seen[id] = true
		points += p.Points
		team = append(team, maps.SurvivorPlacement{ID: id})
	}
	if o.PointLimit > 0 && points > o.PointLimit {
		return nil, fmt.Errorf("option survivors: the team is worth %d points; the limit is %d", points, o.PointLimit)
	}
	return team, nil
}
