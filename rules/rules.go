package rules

import (
	"fmt"
	"os"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/rules/borrowedtime"
	"github.com/borrowed-time/tabletop/rules/directordeck"
	"github.com/borrowed-time/tabletop/rules/schoolgrounds"
	"github.com/borrowed-time/tabletop/rules/survivors"
	"github.com/borrowed-time/tabletop/rules/zombiemarines"
	"github.com/tidwall/gjson"
)

// All returns every ruleset, in the order the start screen offers them.
func All() []game.Ruleset {
	return []game.Ruleset{borrowedtime.Ruleset{}, survivors.Ruleset{}, zombiemarines.Ruleset{}, schoolgrounds.Ruleset{}, directordeck.Ruleset{}}
}

// ByID returns the ruleset with the id.
func ByID(id game.RulesetID) (game.Ruleset, bool) {
	for _, rs := range All() {
		if rs.ID() == id {
			return rs, true
		}
	}
	return nil, false
}

// IDs lists the rulesets' ids.
func IDs() []string {
	var out []string
	for _, rs := range All() {
		out = append(out, string(rs.ID()))
	}
	return out
}

// rulesetOf reads which ruleset a scenario document names (Borrowed Time when none).
func rulesetOf(source string, data []byte) (game.Ruleset, error) {
	id := game.RulesetID(maps.BorrowedTime)
	if r := gjson.GetBytes(data, "ruleset"); gjson.ValidBytes(data) && r.Exists() && r.Type == gjson.String {
		id = game.RulesetID(r.Str)
	}
	rs, ok := ByID(id)
	if !ok {
		return nil, &maps.ValidationError{Source: source, Problems: []maps.Problem{{Path: "ruleset",
			Message: fmt.Sprintf("%q is not a game this table plays (it plays %s)", maps.Truncate(string(id), 40), strings.Join(IDs(), ", "))}}}
	}
	return rs, nil
}

// Load validates a scenario document of any ruleset.
func Load(source string, data []byte) (*maps.Scenario, game.Ruleset, error) {
	rs, err := rulesetOf(source, data)
	if err != nil {
		return nil, nil, err
	}
	s, err := maps.LoadWith(source, data, rs.Scenario())
	if err != nil {
		return nil, nil, err
	}
	return s, rs, nil
}

// Open loads a scenario by built-in id or by file path, for any ruleset: a name that is not
// an existing file is a built-in id.
func Open(nameOrPath string) (*maps.Scenario, game.Ruleset, error) {
	info, err := os.Stat(nameOrPath)
	if err != nil {
		if data, berr := BuiltinSource(nameOrPath); berr == nil {
			return Load(nameOrPath, data)
		}
		return nil, nil, fmt.Errorf("cannot read scenario (it is neither a file nor one of the built-in scenarios: %s): %w", strings.Join(BuiltinNames(), ", "), err)
	}
	if info.Size() > maps.MaxFileSize {
		return nil, nil, fmt.Errorf("%s is %d bytes; scenario files are at most %d", nameOrPath, info.Size(), maps.MaxFileSize)
	}
	data, err := os.ReadFile(nameOrPath)
	if err != nil {
		return nil, nil, fmt.Errorf("cannot read scenario: %w", err)
	}
	return Load(nameOrPath, data)
}

// New starts a game of a loaded scenario with its ruleset.
func New(s *maps.Scenario, setup game.Setup) (game.Session, error) {
	rs, ok := ByID(game.RulesetID(s.Ruleset))
	if !ok {
		return nil, fmt.Errorf("scenario %s is for %q, which this table does not play", s.ID, s.Ruleset)
	}
	return rs.New(s, setup)
}

// Opening returns what the host sees of a scenario's game before its first command (seed
// 1): the models where the game sets them up, and the measured table they stand on (nil for
// a board). The layout previews draw it.
func Opening(s *maps.Scenario) (game.View, *physics.Table, error) {
	g, err := New(s, game.Setup{Seed: 1})
	if err != nil {
		return game.View{}, nil, err
	}
	return g.View(game.Host), g.Table(), nil
}

// LoadSave rebuilds a saved game of any ruleset: the save's own format and the scenario it
// carries say which.
func LoadSave(data []byte) (game.Session, error) {
	if !gjson.ValidBytes(data) {
		return nil, &game.LoadError{Reason: "it is not a readable save file (not JSON)"}
	}
	id := game.RulesetID(gjson.GetBytes(data, "ruleset").String())
	if id == "" {
		id = game.RulesetID(gjson.GetBytes(data, "scenario.ruleset").String())
	}
	if id == "" {
		id = game.RulesetID(maps.BorrowedTime)
	}
	rs, ok := ByID(id)
	if !ok {
		return nil, &game.LoadError{Reason: fmt.Sprintf("it is a game of %q, which this table does not play (it plays %s)", maps.Truncate(string(id), 40), strings.Join(IDs(), ", "))}
	}
	return rs.Load(data)
}
