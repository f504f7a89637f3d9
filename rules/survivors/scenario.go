package survivors

import (
	"fmt"

	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
)

// Start-zone sides of a Survivors scenario: each band's zone, and the zone of the band in
// the one-band game when it differs.
const (
	SideBand1 = "band-1"
	SideBand2 = "band-2"
	SideSolo  = "solo"
)

// Setup is what a Survivors scenario file says beyond the shared sections (survivors.md §12):
// the scenario keeps it in maps.Scenario.Rules.
type Setup struct {
	Points  int
	Bands   []BandSpec
	Zombies []ZombieSpec
	Solo    *SoloSpec
	Victory []Condition
}

// BandSpec is a ready-made band.
type BandSpec struct {
	Side       string // SideBand1, SideBand2 or SideSolo
	Name       string
	Characters []CharacterSpec
}

// CharacterSpec is one character of a ready-made band.
type CharacterSpec struct {
	ID, Name, Archetype string
	Weapons             []string
	At                  *physics.Vec // where it deploys (nil: the table places it in the zone)
	Level               int
}

// ZombieSpec is a zombie on the table at the start.
type ZombieSpec struct {
	At physics.Vec
}

// SoloSpec is the one-band game's set-up and victory (V5).
type SoloSpec struct {
	Side   string // the zone and band the lone band uses
	Points int    // its budget (0: the scenario's points)
	Win    Condition
}

// Condition kinds (V4, V5).
const (
	// SuppliesOn: VP per supply carried by a band's characters standing on the pieces.
	SuppliesOn = "supplies-on"
	// MostSuppliesOn: VP to the band with more supplies carried on the pieces.
	MostSuppliesOn = "most-supplies-on"
	// SuppliesHeld: the lone band wins holding at least Supplies on the pieces or in the zone.
	SuppliesHeld = "supplies-held"
)

// Condition is a scenario's own scoring or victory condition. "On" a piece means standing
// on its top (level 1) when it is raised, inside it otherwise; in a zone, inside its polygon.
type Condition struct {
	Kind     string
	Terrain  []string
	Zone     string
	VP       int
	Supplies int
	HalfBand bool // and at least half the band is still on the table
}

// extension reads Survivors' own fields of a scenario file.
type extension struct{}

func (extension) Fields() []string { return []string{"points", "bands", "zombies", "solo", "victory"} }

func (extension) StartSides() []string { return []string{SideBand1, SideBand2, SideSolo} }

func (extension) Read(f *maps.Fields, s *maps.Scenario) any {
	st := &Setup{Points: f.Int("points", false, defaultPoints, 1, 1000)}
	if so, ok := f.Object("solo", false, "band", "points", "win"); ok {
		st.Solo = &SoloSpec{Side: so.Enum("band", false, SideBand1, extension{}.StartSides()), Points: so.Int("points", false, st.Points, 1, 1000)}
		if wf, ok := so.Object("win", true, "kind", "terrain", "zone", "supplies", "halfBand"); ok {
			st.Solo.Win = readCondition(wf, s, []string{SuppliesHeld})
		}
	}
	for _, bf := range f.List("bands", false, "side", "name", "characters") {
		points := st.Points
		if st.Solo != nil && bf.Str("side", false, "") == SideSolo {
			points = st.Solo.Points
		}
		st.Bands = append(st.Bands, readBand(bf, s, points))
	}
	for _, zf := range f.List("zombies", false, "at", "type") {
		zf.Enum("type", false, "zombie", []string{"zombie"})
		if at, ok := zf.Point("at", s); ok && zf.Placeable(zf.At("at"), physics.Base25mm, at, 0, "a zombie") {
			st.Zombies = append(st.Zombies, ZombieSpec{At: at})
		}
	}
	if len(st.Zombies) > maxZombies {
		f.Problem(f.At("zombies"), "has %d zombies; at most %d stand on the table", len(st.Zombies), maxZombies)
	}
	for _, vf := range f.List("victory", false, "kind", "terrain", "zone", "vp") {
		st.Victory = append(st.Victory, readCondition(vf, s, []string{SuppliesOn, MostSuppliesOn}))
	}
	checkZones(f, s, st)
	return st
}

func readBand(bf *maps.Fields, s *maps.Scenario, points int) BandSpec {
	b := BandSpec{Side: bf.Enum("side", true, SideBand1, extension{}.StartSides()), Name: bf.Str("name", true, "")}
	chars := bf.List("characters", true, "id", "name", "archetype", "weapons", "at", "level")
	if bf.Has("characters") && (len(chars) == 0 || len(chars) > maxCharacters) {
		bf.Problem(bf.At("characters"), "a band has 1 to %d characters, not %d", maxCharacters, len(chars))
	}
	for _, cf := range chars {
		c := CharacterSpec{ID: cf.ID("id", s.IDs), Name: cf.Str("name", true, ""), Archetype: cf.Enum("archetype", true, "survivor", archetypeIDs),
			Level: cf.Int("level", false, 0, 0, 1)}
		for i, w := range cf.Strings("weapons", false) {
			if _, ok := weapons[w]; !ok || w == Unarmed {
				cf.Problem(fmt.Sprintf("%s[%d]", cf.At("weapons"), i), "%q is not a weapon of Survivors (known: %v)", maps.Truncate(w, 40), weaponIDs)
				continue
			}
			c.Weapons = append(c.Weapons, w)
		}
		if cf.Has("at") {
			if at, ok := cf.Point("at", s); ok && cf.Placeable(cf.At("at"), physics.Base25mm, at, c.Level, "a character") {
				c.At = &at
			}
		}
		b.Characters = append(b.Characters, c)
	}
	if err := checkBand(b, points); err != "" {
		bf.Problem(bf.Path(), "%s", err)
	}
	return b
}

func readCondition(f *maps.Fields, s *maps.Scenario, kinds []string) Condition {
	c := Condition{Kind: f.Enum("kind", true, kinds[0], kinds), Zone: f.Str("zone", false, ""),
		VP: f.Int("vp", false, 1, 0, 20), Supplies: f.Int("supplies", false, 1, 0, 99), HalfBand: f.Bool("halfBand", false)}
	for i, t := range f.Strings("terrain", false) {
		if !hasTerrain(s, t) {
			f.Problem(fmt.Sprintf("%s[%d]", f.At("terrain"), i), "no terrain piece has the id %q", maps.Truncate(t, 40))
		}
		c.Terrain = append(c.Terrain, t)
	}
	if c.Zone != "" && zoneByID(s, c.Zone) == nil {
		f.Problem(f.At("zone"), "no start zone has the id %q", maps.Truncate(c.Zone, 40))
	}
	if len(c.Terrain) == 0 && c.Zone == "" {
		f.Problem(f.Path(), "names no terrain and no zone: where must the supplies be?")
	}
	return c
}

// checkZones checks that each band side with a ready-made band has a zone to deploy in.
func checkZones(f *maps.Fields, s *maps.Scenario, st *Setup) {
	for i, b := range st.Bands {
		if zoneOf(s, b.Side) == nil {
			f.Problem(fmt.Sprintf("%s[%d].side", f.At("bands"), i), "no start zone has the side %q", b.Side)
		}
	}
	if zoneOf(s, SideBand1) == nil {
		f.Problem("startZones", "a Survivors scenario needs a start zone with side %q", SideBand1)
	}
}

func hasTerrain(s *maps.Scenario, id string) bool {
	for _, t := range s.Terrain {
		if t.ID == id {
			return true
		}
	}
	return false
}

func zoneByID(s *maps.Scenario, id string) *maps.StartZone {
	for i := range s.StartZones {
		if s.StartZones[i].ID == id {
			return &s.StartZones[i]
		}
	}
	return nil
}

// zoneOf returns the first start zone of a side, or nil.
func zoneOf(s *maps.Scenario, side string) *maps.StartZone {
	for i := range s.StartZones {
		if s.StartZones[i].Side == side {
			return &s.StartZones[i]
		}
	}
	return nil
}

// checkBand checks a band against B1–B3, returning the problem in words or "".
func checkBand(b BandSpec, points int) string {
	cost, leaders := 0, 0
	count := map[string]int{}
	rare := map[string]bool{}
	for _, c := range b.Characters {
		p, ok := profiles[c.Archetype]
		if !ok {
			continue
		}
		cost += p.Points
		count[c.Archetype]++
		if p.Leader {
			leaders++
		}
		if len(c.Weapons) > maxWeapons {
			return fmt.Sprintf("%s carries %d weapons; at most %d", c.Name, len(c.Weapons), maxWeapons)
		}
		for _, w := range c.Weapons {
			wp := weapons[w]
			cost += wp.Points
			if wp.Rare && rare[w] {
				return fmt.Sprintf("the band has more than one %s, a Rare weapon", wp.Name)
			}
			rare[w] = wp.Rare
		}
	}
	for id, n := range count {
		if p := profiles[id]; p.MaxPerBand > 0 && n > p.MaxPerBand && !p.Leader {
			return fmt.Sprintf("the band has %d %ss; at most %d", n, p.Name, p.MaxPerBand)
		}
	}
	switch {
	case len(b.Characters) > 0 && leaders != 1:
		return fmt.Sprintf("a band has exactly one Leader, not %d", leaders)
	case cost > points:
		return fmt.Sprintf("the band costs %d points; the scenario allows %d", cost, points)
	}
	return ""
}
