package zombiemarines

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/game/conformance"
	"github.com/borrowed-time/tabletop/maps"
)

func TestConformance(t *testing.T) {
	scens := []*maps.Scenario{scenario(t).s}
	var kinds, withoutOrders []string
	for _, k := range []game.ActionID{actChooseStart, actPlaceDoor, actPlaceZombie, actDeploy, actSpawn, actMove, actAttack, actStand,
		actFireAgain, actReload, actThrow, actHeal, actHealStand, actOrder, actGive, actTake, actEndTurn, actZombieMove, actBreakDoor, actEndZombies} {
		kinds = append(kinds, strings.TrimSuffix(string(k), ":"))
		if k != actOrder {
			withoutOrders = append(withoutOrders, strings.TrimSuffix(string(k), ":"))
		}
	}
	opts := []json.RawMessage{nil, json.RawMessage(`{"marines":"1","lieutenant":"on"}`)}
	conformance.Run(t, Ruleset{}, conformance.Config{Scenarios: scens, Options: opts, Games: 2, MaxCommands: 4000, Seed: 1, Computer: true,
		Kinds: withoutOrders, Untaken: map[string]string{"order": "a lieutenant's orders: the seven-marine game below takes them"}})
	// Eight seats make every step's views eight times the work: one game is enough.
	many := []json.RawMessage{json.RawMessage(`{"marines":"7","lieutenant":"on","friendlyFire":"off"}`)}
	conformance.Run(t, Ruleset{}, conformance.Config{Scenarios: scens, Options: many, Games: 1, MaxCommands: 4000, Seed: 3, Computer: true, Kinds: kinds})
}
