package maps

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"github.com/tidwall/gjson"
)

// DefaultScenario is the built-in scenario the table opens with.
const DefaultScenario = "last-stop-gas"

// Shelf is one game's built-in scenarios: a file "ID.json" per scenario at the root of
// Files, as the game's package embeds them beside its rules.
type Shelf struct {
	Ruleset string
	Files   fs.FS
}

// Catalog is the built-in scenarios of the games a table plays, one shelf per game. It is a
// plain value: the rules package makes it from its list of games, and maps embeds no
// scenario of its own.
type Catalog struct {
	shelves []Shelf
}

// ScenarioFolder is the "scenarios" folder of a game's embedded files, the Files of its
// shelf: a game embeds scenarios/*.json beside its rules.
func ScenarioFolder(embedded fs.FS) fs.FS {
	files, err := fs.Sub(embedded, "scenarios")
	if err != nil { // only for a folder name fs.Sub refuses, which "scenarios" is not
		panic(err)
	}
	return files
}

// Names lists the shelf's scenarios by id, sorted.
func (sh Shelf) Names() []string { return sh.ids() }

// Source returns the JSON text of one of the shelf's scenarios.
func (sh Shelf) Source(id string) ([]byte, error) { return NewCatalog(sh).Source(id) }

// NewCatalog makes a catalog of the shelves.
func NewCatalog(shelves ...Shelf) Catalog {
	return Catalog{shelves: slices.Clone(shelves)}
}

// ids lists the scenario ids of one shelf, sorted.
func (sh Shelf) ids() []string {
	if sh.Files == nil {
		return nil
	}
	entries, _ := fs.ReadDir(sh.Files, ".")
	var out []string
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".json"); ok && !e.IsDir() {
			out = append(out, name)
		}
	}
	return out
}

// Names lists every built-in scenario by id, sorted.
func (c Catalog) Names() []string {
	var out []string
	for _, sh := range c.shelves {
		out = append(out, sh.ids()...)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// NamesFor lists one game's built-in scenarios by id, sorted.
func (c Catalog) NamesFor(ruleset string) []string {
	var out []string
	for _, sh := range c.shelves {
		if sh.Ruleset == ruleset {
			out = append(out, sh.ids()...)
		}
	}
	slices.Sort(out)
	return out
}

// Ruleset returns the game whose shelf holds a built-in scenario ("" when none does).
func (c Catalog) Ruleset(name string) string {
	for _, sh := range c.shelves {
		if slices.Contains(sh.ids(), name) {
			return sh.Ruleset
		}
	}
	return ""
}

// Source returns the JSON text of a built-in scenario.
func (c Catalog) Source(name string) ([]byte, error) {
	for _, sh := range c.shelves {
		if slices.Contains(sh.ids(), name) {
			return fs.ReadFile(sh.Files, name+".json")
		}
	}
	return nil, fmt.Errorf("no built-in scenario %q (built-in: %s)", Truncate(name, 40), strings.Join(c.Names(), ", "))
}

// Check reports what is wrong with the catalog as a whole: an id on two shelves, or a file
// whose "ruleset" (none means Borrowed Time) is not the game of the shelf it is on. Each
// file's own validity is its game's loader's to judge.
func (c Catalog) Check() error {
	var errs []error
	seen := map[string]string{}
	for _, sh := range c.shelves {
		for _, id := range sh.ids() {
			if other, ok := seen[id]; ok {
				errs = append(errs, fmt.Errorf("built-in scenario %q is both %s's and %s's", id, other, sh.Ruleset))
				continue
			}
			seen[id] = sh.Ruleset
			data, err := fs.ReadFile(sh.Files, id+".json")
			if err != nil {
				errs = append(errs, fmt.Errorf("built-in scenario %q: %v", id, err))
				continue
			}
			named := BorrowedTime
			if r := gjson.GetBytes(data, "ruleset"); r.Exists() {
				named = r.String()
			}
			if named != sh.Ruleset {
				errs = append(errs, fmt.Errorf("built-in scenario %q is on %s's shelf but names the game %q", id, sh.Ruleset, named))
			}
		}
	}
	return errors.Join(errs...)
}
