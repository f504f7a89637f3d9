package maps

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"

	"github.com/borrowed-time/tabletop/physics"
	"github.com/tidwall/gjson"
)

// MaxFileSize is the largest scenario file the loader reads.
const MaxFileSize = 4 << 20

var idPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,63}$`)

// LoadFile reads and validates a scenario file.
func LoadFile(path string) (*Scenario, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("cannot read scenario: %w", err)
	}
	if info.Size() > MaxFileSize {
		return nil, &ValidationError{Source: path, Problems: []Problem{{Message: fmt.Sprintf("the file is %d bytes; scenario files are at most %d", info.Size(), MaxFileSize)}}}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("cannot read scenario: %w", err)
	}
	return Load(path, data)
}

// Load validates a Borrowed Time scenario document (one that names no other ruleset). It
// returns the scenario, or a *ValidationError listing every problem found, each with its
// JSON path; never a partly loaded scenario.
func Load(source string, data []byte) (*Scenario, error) { return LoadWith(source, data, nil) }

// LoadWith validates a scenario document of any ruleset: the shared sections, then, for a
// ruleset other than Borrowed Time, its own fields read by ext.
func LoadWith(source string, data []byte, ext Extension) (*Scenario, error) {
	fail := func(ps ...Problem) (*Scenario, error) {
		return nil, &ValidationError{Source: source, Problems: ps}
	}
	if len(data) > MaxFileSize {
		return fail(Problem{Message: fmt.Sprintf("the document is %d bytes; at most %d", len(data), MaxFileSize)})
	}
	if !gjson.ValidBytes(data) {
		return fail(Problem{Message: syntaxProblem(data)})
	}
	r := &reader{}
	s := r.scenario(gjson.ParseBytes(data), ext)
	if len(r.problems) > 0 {
		return fail(r.problems...)
	}
	s.Source = append([]byte(nil), data...)
	return s, nil
}

// syntaxProblem names where a document stops being JSON.
func syntaxProblem(data []byte) string {
	var v any
	err := json.Unmarshal(data, &v)
	var se *json.SyntaxError
	if errors.As(err, &se) {
		line, col := 1, 1
		for _, c := range data[:min(int(se.Offset), len(data))] {
			if c == '\n' {
				line, col = line+1, 1
			} else {
				col++
			}
		}
		return fmt.Sprintf("not valid JSON at line %d, column %d: %v", line, col, se)
	}
	if err != nil {
		return "not valid JSON: " + err.Error()
	}
	return "not valid JSON"
}

func (r *reader) id(o obj, key string, seen map[string]string) string {
	id := r.str(o, key, true, "")
	if o.has(key) && o.fields[key].Type == gjson.String {
		if !idPattern.MatchString(id) {
			r.add(join(o.path, key), "%q should be lower-case letters, digits and dashes (at most 64)", truncate(id, 40))
		} else if prev, dup := seen[id]; dup {
			r.add(join(o.path, key), "%q is already used by %s", id, prev)
		} else {
			seen[id] = o.path
		}
	}
	return id
}

// sharedKeys are the top-level keys every scenario file may have, whatever its ruleset.
var sharedKeys = []string{"format", "version", "ruleset", "id", "name", "description", "table", "terrain",
	"spawnPoints", "searchLocations", "objectives", "startZones", "briefing"}

// borrowedTimeKeys are the top-level keys of Borrowed Time's own setup.
var borrowedTimeKeys = []string{"zombies", "survivors", "tracks", "salvageDeck", "objective", "specialRules",
	"threatEvents", "darkness"}

func (r *reader) scenario(v gjson.Result, ext Extension) *Scenario {
	ruleset := BorrowedTime
	if rv := v.Get("ruleset"); v.IsObject() && rv.Exists() {
		if rv.Type != gjson.String || !idPattern.MatchString(rv.Str) {
			r.add("ruleset", "should be a game's id such as \"borrowed-time\" or \"survivors\", found %s", describe(rv))
			return nil
		}
		ruleset = rv.Str
	}
	own := borrowedTimeKeys
	if ruleset != BorrowedTime {
		if ext == nil {
			r.add("ruleset", "%q is not a game this program reads here (it reads %s scenarios; open others through the game's own loader)", truncate(ruleset, 40), BorrowedTime)
			return nil
		}
		own = ext.Fields()
	}
	o, ok := r.object(v, "", append(append([]string(nil), sharedKeys...), own...)...)
	if !ok {
		return nil
	}
	if f := r.str(o, "format", true, ""); o.has("format") && f != "borrowed-time-scenario" && f != "tabletop-scenario" && f != "" {
		r.add("format", "%q is not a scenario of this table (expected \"tabletop-scenario\")", truncate(f, 40))
	}
	s := &Scenario{Ruleset: ruleset}
	s.Version = r.integer(o, "version", true, FormatVersion, 1, 1<<30)
	if s.Version > FormatVersion {
		r.add("version", "%d is newer than this program reads (%d): update the program", s.Version, FormatVersion)
		return nil
	}
	s.ID = r.id(o, "id", map[string]string{})
	s.Name = r.str(o, "name", true, "")
	if o.has("name") && strings.TrimSpace(s.Name) == "" {
		r.add("name", "is empty")
	}
	s.Description = r.str(o, "description", false, "")
	s.Briefing = r.briefing(o)
	s.Width, s.Height = 48, 48
	if tv, ok := o.fields["table"]; ok {
		if t, ok := r.object(tv, "table", "width", "height"); ok {
			s.Width = r.num(t, "width", false, 48, 12, 120)
			s.Height = r.num(t, "height", false, 48, 12, 120)
		}
	}
	ids := map[string]string{}
	terrainByID := map[string]int{}
	for i, tv := range r.list(o, "terrain", false) {
		if t := r.terrain(tv, index("terrain", i), s, ids); t != nil {
			terrainByID[t.ID] = len(s.Terrain)
			s.Terrain = append(s.Terrain, *t)
		}
	}
	sec := &sections{r: r, s: s, ids: ids, terrainByID: terrainByID, table: r.buildTable(s), sides: []string{"survivors", "zombies"}}
	if ext != nil && ruleset != BorrowedTime {
		sec.sides = ext.StartSides()
	}
	sec.spawnPoints(r.list(o, "spawnPoints", false))
	sec.searchLocations(r.list(o, "searchLocations", false))
	sec.objectives(r.list(o, "objectives", false))
	sec.startZones(r.list(o, "startZones", false))
	if ruleset != BorrowedTime {
		s.IDs = ids
		s.Rules = ext.Read(&Fields{r: r, o: o, table: sec.table}, s)
		return s
	}
	r.borrowedTime(o, s, sec)
	return s
}

// borrowedTime reads Borrowed Time's own setup: models, tracks, deck and scenario rules.
func (r *reader) borrowedTime(o obj, s *Scenario, sec *sections) {
	sec.zombies(r.list(o, "zombies", false))
	sec.survivors(r.list(o, "survivors", true))
	if o.has("survivors") && len(s.Survivors) == 0 {
		r.add("survivors", "needs at least one survivor")
	}
	s.HeatMax, s.ThreatMax = 15, 15
	if tv, ok := o.fields["tracks"]; ok {
		if to, ok := r.object(tv, "tracks", "heatMax", "threatMax"); ok {
			s.HeatMax = r.integer(to, "heatMax", false, 15, 1, 15)
			s.ThreatMax = r.integer(to, "threatMax", false, 15, 1, 15)
		}
	}
	s.Salvage = SalvageDeck{Base: "starter"}
	if dv, ok := o.fields["salvageDeck"]; ok {
		s.Salvage = r.salvage(dv)
	}
	s.Objective = r.enum(o, "objective", false, "none", objectiveRules)
	for i, v := range r.list(o, "specialRules", false) {
		path := index("specialRules", i)
		if v.Type != gjson.String {
			r.add(path, "should be a rule id, found %s", describe(v))
			continue
		}
		if !specialRules[v.Str] {
			r.add(path, "%q is not a known special rule (known: %s)", truncate(v.Str, 40), joinWords(sortedKeys(specialRules)))
			continue
		}
		s.SpecialRules = append(s.SpecialRules, v.Str)
	}
	s.ThreatEvents = r.threatEvents(r.list(o, "threatEvents", false), s)
	s.Darkness = r.integer(o, "darkness", false, 0, 0, 3)
}

func (r *reader) terrainRef(o obj, byID map[string]int) string {
	ref := r.str(o, "terrain", false, "")
	if o.has("terrain") && o.fields["terrain"].Type == gjson.String {
		if _, ok := byID[ref]; !ok {
			r.add(join(o.path, "terrain"), "no terrain piece has the id %q", truncate(ref, 40))
		}
	}
	return ref
}

func (r *reader) inTable(path string, pts []physics.Vec, s *Scenario) {
	for i, p := range pts {
		r.onTable(index(path, i), p, s)
	}
}

// onTable reports whether p lies on the table, naming the problem when it does not.
func (r *reader) onTable(path string, p physics.Vec, s *Scenario) bool {
	if p.X < 0 || p.Y < 0 || p.X > s.Width || p.Y > s.Height {
		r.add(path, "(%g, %g) is outside the %gx%g table", p.X, p.Y, s.Width, s.Height)
		return false
	}
	return true
}

// buildTable builds the terrain's geometry when the terrain itself has no problems, naming the
// piece whose geometry cannot be built. It returns nil when there is no table to check against.
func (r *reader) buildTable(s *Scenario) *physics.Table {
	if len(r.problems) > 0 {
		return nil
	}
	table, err := s.NewTable()
	var pe *physics.PieceError
	if errors.As(err, &pe) {
		r.add(index("terrain", pe.Piece), "%s", pe.Reason)
		return nil
	} else if err != nil {
		r.add("table", "%v", err)
		return nil
	}
	return table
}

func (r *reader) salvage(v gjson.Result) SalvageDeck {
	d := SalvageDeck{Base: "starter"}
	o, ok := r.object(v, "salvageDeck", "base", "add", "stack")
	if !ok {
		return d
	}
	d.Base = r.enum(o, "base", false, "starter", salvageDecks)
	for i, cv := range r.list(o, "add", false) {
		path := index("salvageDeck.add", i)
		co, ok := r.object(cv, path, "card", "count")
		if !ok {
			continue
		}
		d.Add = append(d.Add, CardCount{Card: r.enum(co, "card", true, "", salvageCards), Count: r.integer(co, "count", false, 1, 1, 25)})
	}
	for i, sv := range r.list(o, "stack", false) {
		path := index("salvageDeck.stack", i)
		so, ok := r.object(sv, path, "card", "from", "within")
		if !ok {
			continue
		}
		d.Stack = append(d.Stack, StackRule{Card: r.enum(so, "card", true, "", salvageCards),
			From: r.enum(so, "from", true, "top", set("top", "bottom")), Within: r.integer(so, "within", true, 1, 1, 60)})
	}
	return d
}
