package game

import "fmt"

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
	} {
		if err != nil {
			return err
		}
	}
	return nil
}
