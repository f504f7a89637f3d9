package maps

import (
	"math"

	"github.com/borrowed-time/tabletop/physics"
	"github.com/tidwall/gjson"
)

// sections reads the scenario's markers, zones and models, checking each against the table.
type sections struct {
	r           *reader
	s           *Scenario
	ids         map[string]string
	terrainByID map[string]int
	table       *physics.Table // nil when the terrain has problems: placement is not checked
	sides       []string       // the start-zone sides the ruleset knows
}

// markerBase is how markers and spawn points are checked: a point a model could reach.
var markerBase = physics.Base{Radius: 0.01}

// at reads a required point that must lie on the table and, when base is not zero, where
// such a base could stand.
func (c *sections) at(o obj, level int, base physics.Base, what string) (physics.Vec, bool) {
	p, ok := c.r.pointField(o, "at")
	if !ok || !c.r.onTable(join(o.path, "at"), p, c.s) {
		return p, false
	}
	if base.Radius > 0 && c.table != nil {
		if err := c.table.CheckPlacement(physics.Body{Base: base, Pos: p, Level: level}); err != nil {
			c.r.add(join(o.path, "at"), "%s cannot stand at (%g, %g): %s", what, p.X, p.Y, placementWords(err))
			return p, false
		}
	}
	return p, true
}

func (c *sections) spawnPoints(items []gjson.Result) {
	r := c.r
	for i, v := range items {
		so, ok := r.object(v, index("spawnPoints", i), "id", "name", "kind", "at", "level")
		if !ok {
			continue
		}
		sp := SpawnPoint{ID: r.id(so, "id", c.ids), Name: r.placeName(so), Kind: r.enum(so, "kind", false, "other", spawnKinds),
			Level: r.integer(so, "level", false, 0, 0, 1)}
		sp.At, _ = c.at(so, sp.Level, markerBase, "a spawn point")
		c.s.SpawnPoints = append(c.s.SpawnPoints, sp)
	}
}

func (c *sections) searchLocations(items []gjson.Result) {
	r := c.r
	for i, v := range items {
		path := index("searchLocations", i)
		so, ok := r.object(v, path, "id", "name", "at", "level", "terrain", "searches")
		if !ok {
			continue
		}
		sl := SearchLocation{ID: r.id(so, "id", c.ids), Name: r.placeName(so),
			Level: r.integer(so, "level", false, 0, 0, 1), Terrain: r.terrainRef(so, c.terrainByID), Searches: 1}
		if sv, ok := so.fields["searches"]; ok {
			switch {
			case sv.Type == gjson.String && sv.Str == "unlimited":
				sl.Searches = Unlimited
			case sv.Type == gjson.String:
				r.add(join(path, "searches"), "should be a number of searches or \"unlimited\", found %s", describe(sv))
			default:
				sl.Searches = r.integer(so, "searches", false, 1, 1, 99)
			}
		}
		sl.At, _ = c.at(so, sl.Level, markerBase, "a search location")
		c.s.SearchLocations = append(c.s.SearchLocations, sl)
	}
}

func (c *sections) objectives(items []gjson.Result) {
	r := c.r
	for i, v := range items {
		oo, ok := r.object(v, index("objectives", i), "id", "name", "at", "level", "terrain")
		if !ok {
			continue
		}
		ob := Objective{ID: r.id(oo, "id", c.ids), Name: r.placeName(oo),
			Level: r.integer(oo, "level", false, 0, 0, 1), Terrain: r.terrainRef(oo, c.terrainByID)}
		ob.At, _ = c.at(oo, ob.Level, physics.Base{}, "") // markers may lie on terrain (on the pumps)
		c.s.Objectives = append(c.s.Objectives, ob)
	}
}

func (c *sections) startZones(items []gjson.Result) {
	r := c.r
	for i, v := range items {
		path := index("startZones", i)
		zo, ok := r.object(v, path, "id", "name", "side", "polygon", "terrain")
		if !ok {
			continue
		}
		z := StartZone{ID: r.id(zo, "id", c.ids), Name: r.placeName(zo), Side: r.enum(zo, "side", true, c.sides[0], set(c.sides...))}
		switch {
		case zo.has("polygon") && zo.has("terrain"):
			r.add(path, "give either polygon or terrain, not both")
		case zo.has("terrain"):
			z.Terrain = r.terrainRef(zo, c.terrainByID)
			if k, ok := c.terrainByID[z.Terrain]; ok {
				if !c.s.Terrain[k].IsBuilding() {
					r.add(join(path, "terrain"), "%q is a %s, not a building", z.Terrain, c.s.Terrain[k].Kind)
				}
				z.Polygon = c.s.Terrain[k].Polygon
			}
		default:
			if pts, ok := r.polygon(zo, "polygon"); ok {
				r.inTable(join(path, "polygon"), pts, c.s)
				if err := physics.CheckSimplePolygon(pts); err != nil {
					r.add(join(path, "polygon"), "%v", err)
				}
				z.Polygon = pts
			}
		}
		c.s.StartZones = append(c.s.StartZones, z)
	}
}

// place puts a model on the checking table so that later models cannot overlap it.
func (c *sections) place(o obj, b physics.Body) {
	if c.table == nil {
		return
	}
	if err := c.table.CheckPlacement(b); err != nil {
		c.r.add(join(o.path, "at"), "the model cannot stand there: %s", placementWords(err))
		return
	}
	c.table.AddBody(b)
}

func (c *sections) zombies(items []gjson.Result) {
	r := c.r
	for i, v := range items {
		path := index("zombies", i)
		zo, ok := r.object(v, path, "type", "at", "level", "facing", "models")
		if !ok {
			continue
		}
		z := ZombiePlacement{Type: r.enum(zo, "type", true, "shambler", zombieTypes),
			Level: r.integer(zo, "level", false, 0, 0, 1), Facing: r.num(zo, "facing", false, 0, -360, 360)}
		if z.Type == "horde" {
			z.Models = r.integer(zo, "models", false, 4, 1, 4)
		} else if zo.has("models") {
			r.add(join(path, "models"), "only a horde has models on a tray")
		}
		if at, ok := c.at(zo, z.Level, physics.Base{}, ""); ok {
			z.At = at
			c.place(zo, physics.Body{Base: ZombieBase(z.Type), Pos: at, Level: z.Level, Facing: z.Facing * math.Pi / 180})
		}
		c.s.Zombies = append(c.s.Zombies, z)
	}
}

func (c *sections) survivors(items []gjson.Result) {
	r := c.r
	seen := map[string]string{}
	for i, v := range items {
		path := index("survivors", i)
		so, ok := r.object(v, path, "id", "at", "level")
		if !ok {
			continue
		}
		sv := SurvivorPlacement{ID: r.enum(so, "id", true, "", survivorIDs), Level: r.integer(so, "level", false, 0, 0, 1)}
		if prev, dup := seen[sv.ID]; dup && sv.ID != "" {
			r.add(join(path, "id"), "%q already plays (%s)", sv.ID, prev)
		}
		seen[sv.ID] = path
		if so.has("at") {
			if at, ok := c.at(so, sv.Level, physics.Base{}, ""); ok {
				sv.At, sv.Placed = at, true
				c.place(so, physics.Body{Base: physics.Base25mm, Pos: at, Level: sv.Level})
			}
		}
		c.s.Survivors = append(c.s.Survivors, sv)
	}
}
