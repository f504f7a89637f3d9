package schoolgrounds

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/game/conformance"
	"github.com/borrowed-time/tabletop/maps"
)

func TestConformance(t *testing.T) {
	scens := []*maps.Scenario{scenario(t)}
	opts := []json.RawMessage{nil, json.RawMessage(`{"players":"3","zombieCrit":"double","zombieSpeed":"3","unlock":"5","doorHP":"1","rounds":"30"}`)}
	var kinds []string
	for _, k := range []game.ActionID{actChoose, actRollOff, actReroll, actKeepRoll, actSeen, actKeep, actAccept, actDecline, actDamage,
		actSpawn, actStop, actBrute, actEndMaster, actMove, actAttack, actOpen, actBlock, actWindow, actSearch, actUse, actAbility,
		actTrade, actPickUp, actEscape, actEndTurn, actZombieMove, actZombieHit, actBash, actHold} {
		kinds = append(kinds, strings.TrimSuffix(string(k), ":"))
	}
	// Escaping in the car and making a brute are rare in random games: seed 6's four games
	// take every kind of action (seed 1's did until a trade could offer several cards).
	conformance.Run(t, Ruleset{}, conformance.Config{Scenarios: scens, Options: opts, Games: 2, MaxCommands: 6000, Seed: 6, Computer: true,
		Kinds: kinds})
}
