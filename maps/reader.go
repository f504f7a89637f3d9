package maps

import (
	"fmt"
	"math"
	"sort"

	"github.com/borrowed-time/tabletop/physics"
	"github.com/tidwall/gjson"
)

// reader walks a gjson document, collecting problems with their paths.
type reader struct {
	problems []Problem
	points   int // polygon points read so far
}

// Limits that keep loading fast whatever a file holds.
const (
	MaxPolygonPoints = 200
	MaxTotalPoints   = 10000
)

func (r *reader) add(path, format string, args ...any) {
	r.problems = append(r.problems, Problem{Path: path, Message: fmt.Sprintf(format, args...)})
}

// obj is a JSON object's fields, read once (avoids gjson path syntax for odd keys).
type obj struct {
	path   string
	fields map[string]gjson.Result
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

func index(path string, i int) string { return fmt.Sprintf("%s[%d]", path, i) }

// object reads v as an object whose keys must be among allowed; it reports unknown and
// repeated keys. ok is false when v is not an object.
func (r *reader) object(v gjson.Result, path string, allowed ...string) (obj, bool) {
	o := obj{path: path, fields: map[string]gjson.Result{}}
	if !v.IsObject() {
		r.add(path, "should be an object {...}, found %s", describe(v))
		return o, false
	}
	known := set(allowed...)
	var unknown []string
	v.ForEach(func(k, val gjson.Result) bool {
		key := k.String()
		if _, dup := o.fields[key]; dup {
			r.add(join(path, key), "appears twice")
		}
		o.fields[key] = val
		if !known[key] {
			unknown = append(unknown, key)
		}
		return true
	})
	sort.Strings(unknown)
	for _, k := range unknown {
		r.add(join(path, k), "is not a field here (expected one of: %s)", joinWords(allowed))
	}
	return o, true
}

func joinWords(ws []string) string {
	s := ""
	for i, w := range ws {
		if i > 0 {
			s += ", "
		}
		s += w
	}
	return s
}

func describe(v gjson.Result) string {
	switch {
	case !v.Exists():
		return "nothing"
	case v.IsObject():
		return "an object"
	case v.IsArray():
		return "a list"
	case v.Type == gjson.String:
		return fmt.Sprintf("the text %q", truncate(v.Str, 40))
	case v.Type == gjson.Number:
		return "the number " + v.Raw
	case v.Type == gjson.True || v.Type == gjson.False:
		return v.Raw
	case v.Type == gjson.Null:
		return "null"
	}
	return v.Raw
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

func (o obj) has(key string) bool { _, ok := o.fields[key]; return ok }

// str reads a string field; required fields report when missing.
func (r *reader) str(o obj, key string, required bool, def string) string {
	v, ok := o.fields[key]
	if !ok {
		if required {
			r.add(join(o.path, key), "is missing")
		}
		return def
	}
	if v.Type != gjson.String {
		r.add(join(o.path, key), "should be text, found %s", describe(v))
		return def
	}
	return v.Str
}

// num reads a finite number within [lo, hi].
func (r *reader) num(o obj, key string, required bool, def, lo, hi float64) float64 {
	v, ok := o.fields[key]
	if !ok {
		if required {
			r.add(join(o.path, key), "is missing")
		}
		return def
	}
	return r.numValue(v, join(o.path, key), def, lo, hi)
}

func (r *reader) numValue(v gjson.Result, path string, def, lo, hi float64) float64 {
	if v.Type != gjson.Number {
		r.add(path, "should be a number, found %s", describe(v))
		return def
	}
	f := v.Float()
	if math.IsNaN(f) || math.IsInf(f, 0) {
		r.add(path, "%s is not a usable number", v.Raw)
		return def
	}
	if f < lo || f > hi {
		r.add(path, "%s is outside %g..%g", v.Raw, lo, hi)
		return def
	}
	return f
}

// integer reads a whole number within [lo, hi].
func (r *reader) integer(o obj, key string, required bool, def, lo, hi int) int {
	v, ok := o.fields[key]
	if !ok {
		if required {
			r.add(join(o.path, key), "is missing")
		}
		return def
	}
	f := r.numValue(v, join(o.path, key), math.NaN(), float64(lo), float64(hi))
	if math.IsNaN(f) {
		return def
	}
	if f != math.Trunc(f) {
		r.add(join(o.path, key), "should be a whole number, found %s", v.Raw)
		return def
	}
	return int(f)
}

func (r *reader) boolean(o obj, key string, def bool) bool {
	v, ok := o.fields[key]
	if !ok {
		return def
	}
	if v.Type != gjson.True && v.Type != gjson.False {
		r.add(join(o.path, key), "should be true or false, found %s", describe(v))
		return def
	}
	return v.Bool()
}

// list reads an optional (or required) array field.
func (r *reader) list(o obj, key string, required bool) []gjson.Result {
	v, ok := o.fields[key]
	if !ok {
		if required {
			r.add(join(o.path, key), "is missing")
		}
		return nil
	}
	if !v.IsArray() {
		r.add(join(o.path, key), "should be a list [...], found %s", describe(v))
		return nil
	}
	return v.Array()
}

// point reads [x, y] in inches.
func (r *reader) point(v gjson.Result, path string) (physics.Vec, bool) {
	if !v.IsArray() {
		r.add(path, "should be a point [x, y] in inches, found %s", describe(v))
		return physics.Vec{}, false
	}
	a := v.Array()
	if len(a) != 2 {
		r.add(path, "should be a point [x, y] with 2 numbers, found %d", len(a))
		return physics.Vec{}, false
	}
	n := len(r.problems)
	x := r.numValue(a[0], index(path, 0), 0, -1e6, 1e6)
	y := r.numValue(a[1], index(path, 1), 0, -1e6, 1e6)
	return physics.Vec{X: x, Y: y}, len(r.problems) == n
}

// pointField reads a required point field.
func (r *reader) pointField(o obj, key string) (physics.Vec, bool) {
	v, ok := o.fields[key]
	if !ok {
		r.add(join(o.path, key), "is missing")
		return physics.Vec{}, false
	}
	return r.point(v, join(o.path, key))
}

// polygon reads a list of points.
func (r *reader) polygon(o obj, key string) ([]physics.Vec, bool) {
	path := join(o.path, key)
	items := r.list(o, key, true)
	if items == nil {
		return nil, false
	}
	if len(items) < 3 {
		r.add(path, "needs at least 3 points, has %d", len(items))
		return nil, false
	}
	if len(items) > MaxPolygonPoints {
		r.add(path, "has %d points; at most %d", len(items), MaxPolygonPoints)
		return nil, false
	}
	if r.points += len(items); r.points > MaxTotalPoints {
		r.add(path, "the scenario has more than %d polygon points in all", MaxTotalPoints)
		return nil, false
	}
	pts := make([]physics.Vec, 0, len(items))
	ok := true
	for i, it := range items {
		p, good := r.point(it, index(path, i))
		ok = ok && good
		pts = append(pts, p)
	}
	return pts, ok
}

// enum reads a string field that must be one of the known values.
func (r *reader) enum(o obj, key string, required bool, def string, known map[string]bool) string {
	v, present := o.fields[key]
	s := r.str(o, key, required, def)
	if present && v.Type == gjson.String && !known[s] {
		r.add(join(o.path, key), "%q is not one of: %s", truncate(s, 40), joinWords(sortedKeys(known)))
		return def
	}
	return s
}

func sortedKeys(m map[string]bool) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
