package maps

import (
	"github.com/borrowed-time/tabletop/physics"
	"github.com/tidwall/gjson"
)

// Extension reads a ruleset's own fields of a scenario file, with the same JSON paths and
// problem messages as the shared sections. The scenario's shared sections are read first,
// so Read may check its points against the table (Fields.Placeable).
type Extension interface {
	// Fields lists the top-level keys the ruleset reads (any others are problems).
	Fields() []string
	// StartSides lists the start-zone sides its scenarios use ("band-1", "band-2").
	StartSides() []string
	// Read reads the ruleset's fields of the top-level object f into what its games start
	// from, which the scenario keeps in Rules. Problems go through f.
	Read(f *Fields, s *Scenario) any
}

// Fields is a JSON object of a scenario file being read: each accessor reports a missing,
// mistyped or out-of-range value as a problem at its JSON path and returns the default.
type Fields struct {
	r     *reader
	o     obj
	table *physics.Table // the scenario's terrain, nil when it has problems
}

// Path is where the object is in the file ("bands[1]").
func (f *Fields) Path() string { return f.o.path }

// At is the JSON path of one of the object's keys.
func (f *Fields) At(key string) string { return join(f.o.path, key) }

// Has reports whether the object has key.
func (f *Fields) Has(key string) bool { return f.o.has(key) }

// Problem reports a problem at path.
func (f *Fields) Problem(path, format string, args ...any) { f.r.add(path, format, args...) }

// Problems says how many problems the file has so far.
func (f *Fields) Problems() int { return len(f.r.problems) }

// Str reads a text field.
func (f *Fields) Str(key string, required bool, def string) string {
	return f.r.str(f.o, key, required, def)
}

// Num reads a number within [lo, hi].
func (f *Fields) Num(key string, required bool, def, lo, hi float64) float64 {
	return f.r.num(f.o, key, required, def, lo, hi)
}

// Int reads a whole number within [lo, hi].
func (f *Fields) Int(key string, required bool, def, lo, hi int) int {
	return f.r.integer(f.o, key, required, def, lo, hi)
}

// Bool reads true or false.
func (f *Fields) Bool(key string, def bool) bool { return f.r.boolean(f.o, key, def) }

// Enum reads a text field that must be one of known.
func (f *Fields) Enum(key string, required bool, def string, known []string) string {
	return f.r.enum(f.o, key, required, def, set(known...))
}

// ID reads an id field (lower-case letters, digits and dashes), unique among seen.
func (f *Fields) ID(key string, seen map[string]string) string { return f.r.id(f.o, key, seen) }

// Point reads a required [x, y] field in inches on the table.
func (f *Fields) Point(key string, s *Scenario) (physics.Vec, bool) {
	p, ok := f.r.pointField(f.o, key)
	return p, ok && f.r.onTable(f.At(key), p, s)
}

// List reads a list field, each element an object with the allowed keys (elements that are
// not objects are problems and left out).
func (f *Fields) List(key string, required bool, allowed ...string) []*Fields {
	var out []*Fields
	for i, v := range f.r.list(f.o, key, required) {
		if o, ok := f.r.object(v, index(f.At(key), i), allowed...); ok {
			out = append(out, &Fields{r: f.r, o: o, table: f.table})
		}
	}
	return out
}

// Strings reads a list of text values.
func (f *Fields) Strings(key string, required bool) []string {
	var out []string
	for i, v := range f.r.list(f.o, key, required) {
		if v.Type != gjson.String {
			f.r.add(index(f.At(key), i), "should be text, found %s", describe(v))
			continue
		}
		out = append(out, v.Str)
	}
	return out
}

// Object reads an object field with the allowed keys; false when it is missing or not one.
func (f *Fields) Object(key string, required bool, allowed ...string) (*Fields, bool) {
	v, ok := f.o.fields[key]
	if !ok {
		if required {
			f.r.add(f.At(key), "is missing")
		}
		return nil, false
	}
	o, ok := f.r.object(v, f.At(key), allowed...)
	return &Fields{r: f.r, o: o, table: f.table}, ok
}

// Placeable reports a problem at path, and returns false, when a model on base b cannot
// stand at p on level (terrain and the table's edge only; nil table: not checked).
func (f *Fields) Placeable(path string, b physics.Base, p physics.Vec, level int, what string) bool {
	if f.table == nil {
		return true
	}
	if err := f.table.CheckPlacement(physics.Body{Base: b, Pos: p, Level: level}); err != nil {
		f.r.add(path, "%s cannot stand at (%g, %g): %s", what, p.X, p.Y, placementWords(err))
		return false
	}
	return true
}

// Truncate shortens text quoted in a problem.
func Truncate(s string, n int) string { return truncate(s, n) }
