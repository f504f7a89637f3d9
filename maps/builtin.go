package maps

import (
	"embed"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/tidwall/gjson"
)

//go:embed scenarios/*.json
var builtinFiles embed.FS

// DefaultScenario is the built-in scenario the table opens with.
const DefaultScenario = "last-stop-gas"

// BuiltinNames lists the built-in scenarios by id.
func BuiltinNames() []string {
	entries, _ := builtinFiles.ReadDir("scenarios")
	var names []string
	for _, e := range entries {
		names = append(names, strings.TrimSuffix(e.Name(), ".json"))
	}
	sort.Strings(names)
	return names
}

// BuiltinRuleset returns the ruleset a built-in scenario is for ("" when there is no such
// built-in).
func BuiltinRuleset(name string) string {
	data, err := BuiltinSource(name)
	if err != nil {
		return ""
	}
	if r := gjson.GetBytes(data, "ruleset"); r.Exists() {
		return r.String()
	}
	return BorrowedTime
}

// BuiltinNamesFor lists the built-in scenarios of one ruleset by id.
func BuiltinNamesFor(ruleset string) []string {
	var out []string
	for _, n := range BuiltinNames() {
		if BuiltinRuleset(n) == ruleset {
			out = append(out, n)
		}
	}
	return out
}

// BuiltinSource returns the JSON text of a built-in scenario.
func BuiltinSource(name string) ([]byte, error) {
	data, err := builtinFiles.ReadFile("scenarios/" + name + ".json")
	if err != nil {
		return nil, fmt.Errorf("no built-in scenario %q (built-in: %s)", name, strings.Join(BuiltinNames(), ", "))
	}
	return data, nil
}

// Builtin loads a built-in scenario by id.
func Builtin(name string) (*Scenario, error) {
	data, err := BuiltinSource(name)
	if err != nil {
		return nil, err
	}
	return Load(name, data)
}

// Open loads a scenario by built-in id or by file path: a name that is a built-in id and not
// an existing file is the built-in.
func Open(nameOrPath string) (*Scenario, error) {
	if _, err := os.Stat(nameOrPath); err != nil {
		if _, berr := BuiltinSource(nameOrPath); berr == nil {
			return Builtin(nameOrPath)
		}
	}
	return LoadFile(nameOrPath)
}
