package maps

import (
	"github.com/borrowed-time/tabletop/physics"
	"github.com/tidwall/gjson"
)

var covers = map[string]physics.Cover{"none": physics.CoverNone, "light": physics.CoverLight, "heavy": physics.CoverHeavy}

var movements = map[string]physics.Movement{"open": physics.MoveOpen, "difficult": physics.MoveDifficult, "impassable": physics.MoveImpassable}

func keys[V any](m map[string]V) map[string]bool {
	out := map[string]bool{}
	for k := range m {
		out[k] = true
	}
	return out
}

// terrain reads one terrain piece.
func (r *reader) terrain(v gjson.Result, path string, s *Scenario, ids map[string]string) *Terrain {
	o, ok := r.object(v, path, "id", "kind", "name", "polygon", "level", "blocksSight", "cover",
		"movement", "walls", "doors", "windows", "roof", "access")
	if !ok {
		return nil
	}
	t := &Terrain{ID: r.id(o, "id", ids), Name: r.placeName(o)}
	t.Kind = r.enum(o, "kind", true, "scatter", keys(terrainKinds))
	t.Level = r.integer(o, "level", false, 0, 0, 1)
	pts, ok := r.polygon(o, "polygon")
	if ok {
		n := len(r.problems)
		r.inTable(join(path, "polygon"), pts, s)
		if len(r.problems) == n {
			if err := physics.CheckSimplePolygon(pts); err != nil {
				r.add(join(path, "polygon"), "%v", err)
				ok = false
			}
		} else {
			ok = false
		}
	}
	t.Polygon = pts
	if t.IsBuilding() {
		for _, k := range []string{"blocksSight", "cover", "movement"} {
			if o.has(k) {
				r.add(join(path, k), "a building's walls, doors and windows set this; leave it out")
			}
		}
		if t.Level != 0 {
			r.add(join(path, "level"), "buildings stand on the ground (level 0); use roof for an upper floor")
		}
		t.WallThickness = r.num(o, "walls", false, 0.25, 0.05, 2)
		t.Roof = r.boolean(o, "roof", false)
		var lengths []float64
		if ok {
			for i := range pts {
				lengths = append(lengths, pts[i].Dist(pts[(i+1)%len(pts)]))
			}
		}
		var placed []placedOpening
		t.Doors = r.openings(o, "doors", true, lengths, t.WallThickness, &placed)
		t.Windows = r.openings(o, "windows", false, lengths, t.WallThickness, &placed)
		for i, av := range r.list(o, "access", false) {
			apath := index(join(path, "access"), i)
			ao, good := r.object(av, apath, "id", "name", "at")
			if !good {
				continue
			}
			a := AccessPoint{ID: r.id(ao, "id", ids), Name: r.placeName(ao)}
			if at, good := r.pointField(ao, "at"); good {
				a.At = at
				if ok && !physics.PointInPolygon(pts, at) {
					r.add(join(apath, "at"), "(%g, %g) is not inside the building", at.X, at.Y)
				}
			}
			t.Access = append(t.Access, a)
		}
		if len(t.Access) > 0 && !t.Roof {
			r.add(join(path, "access"), "leads to a roof, but the building has none (set \"roof\": true)")
		}
		return t
	}
	for _, k := range []string{"walls", "doors", "windows", "roof", "access"} {
		if o.has(k) {
			r.add(join(path, k), "only buildings have %s", k)
		}
	}
	d := terrainKinds[t.Kind]
	t.BlocksSight = r.boolean(o, "blocksSight", d.blocksSight)
	t.Cover = covers[r.enum(o, "cover", false, d.cover, keys(covers))]
	t.Movement = movements[r.enum(o, "movement", false, d.movement, keys(movements))]
	return t
}

type placedOpening struct {
	edge   int
	lo, hi float64
	path   string
}

// openings reads a building's doors or windows and checks that each fits its edge.
func (r *reader) openings(o obj, key string, doors bool, lengths []float64, walls float64, placed *[]placedOpening) []Opening {
	var out []Opening
	for i, v := range r.list(o, key, false) {
		path := index(join(o.path, key), i)
		fields := []string{"edge", "offset", "width"}
		if doors {
			fields = append(fields, "id", "name", "open", "barricaded", "locked")
		}
		oo, ok := r.object(v, path, fields...)
		if !ok {
			continue
		}
		op := Opening{Edge: r.integer(oo, "edge", true, 0, 0, 999), Offset: r.num(oo, "offset", true, 0, 0, 1000),
			Width: r.num(oo, "width", true, 1, 0.5, 24)}
		if doors {
			if oo.has("id") {
				op.ID = r.str(oo, "id", false, "")
			}
			op.Name = r.placeName(oo)
			op.Open = r.boolean(oo, "open", false)
			op.Barricaded = r.boolean(oo, "barricaded", false)
			op.Locked = r.boolean(oo, "locked", false)
			if op.Open && (op.Barricaded || op.Locked) {
				r.add(join(path, "open"), "a barricaded or locked door starts closed")
			}
			if op.Barricaded && op.Locked {
				r.add(join(path, "locked"), "a barricaded door opens only by the scenario's own action: it is not also locked")
			}
		}
		out = append(out, op)
		if lengths == nil {
			continue
		}
		if op.Edge >= len(lengths) {
			r.add(join(path, "edge"), "%d is not an edge of the polygon (0..%d; edge i runs from point i to point i+1)", op.Edge, len(lengths)-1)
			continue
		}
		lo, hi := op.Offset-op.Width/2, op.Offset+op.Width/2
		if lo < walls || hi > lengths[op.Edge]-walls {
			r.add(path, "a %g\" opening centred %g\" along edge %d does not fit: the edge is %.4g\" long and the corners need %g\" of wall", op.Width, op.Offset, op.Edge, lengths[op.Edge], walls)
			continue
		}
		for _, p := range *placed {
			if p.edge == op.Edge && lo < p.hi+walls && p.lo < hi+walls {
				r.add(path, "overlaps %s, or leaves less than %g\" of wall between them", p.path, walls)
			}
		}
		*placed = append(*placed, placedOpening{edge: op.Edge, lo: lo, hi: hi, path: path})
	}
	return out
}

// NewTable builds the physics table for the scenario's terrain (without models).
func (s *Scenario) NewTable() (*physics.Table, error) {
	return physics.NewTable(s.Width, s.Height, s.PieceSpecs())
}

// PieceSpecs returns the terrain as physics pieces, in the same order as s.Terrain. A
// building's openings are its doors followed by its windows.
func (s *Scenario) PieceSpecs() []physics.PieceSpec {
	specs := make([]physics.PieceSpec, len(s.Terrain))
	for i, t := range s.Terrain {
		p := physics.PieceSpec{ID: t.ID, Name: s.PlaceName(t.ID), Outline: t.Polygon, Level: t.Level, BlocksSight: t.BlocksSight,
			Cover: t.Cover, Movement: t.Movement}
		if t.IsBuilding() {
			p.WallThickness = t.WallThickness
			p.Roof = t.Roof
			for _, d := range t.Doors {
				p.Openings = append(p.Openings, physics.OpeningSpec{Kind: physics.OpeningDoor, Edge: d.Edge, Offset: d.Offset, Width: d.Width, Open: d.Open})
			}
			for _, w := range t.Windows {
				p.Openings = append(p.Openings, physics.OpeningSpec{Kind: physics.OpeningWindow, Edge: w.Edge, Offset: w.Offset, Width: w.Width})
			}
		}
		specs[i] = p
	}
	return specs
}

// ZombieBase returns the base a zombie type stands on (docs/geometry.md).
func ZombieBase(kind string) physics.Base {
	switch kind {
	case "horde":
		return physics.HordeTray
	case "hunter":
		return physics.Base32mm
	case "brute", "bloater":
		return physics.Base40mm
	}
	return physics.Base25mm
}
