package maps

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/borrowed-time/tabletop/physics"
)

// Words for players: the names of a scenario's places, and the ids of the content a scenario
// may name (so that the game can check it has words for every one).

// PlaceName returns the name players read for an id of this scenario: a terrain piece, a
// door, a stairwell, a spawn point, a search location, an objective marker or a start zone.
// An id the file gives no name (or that it does not have) reads as words made from the id
// ("manhole-east" -> "Manhole east"); never the raw id.
func (s *Scenario) PlaceName(id string) string {
	if s != nil {
		if n := s.placeName(id); n != "" {
			return n
		}
	}
	return ReadableID(id)
}

func (s *Scenario) placeName(id string) string {
	for _, t := range s.Terrain {
		if t.ID == id {
			return t.Name
		}
		for _, d := range t.Doors {
			if d.ID == id {
				return d.Name
			}
		}
		for _, a := range t.Access {
			if a.ID == id {
				return a.Name
			}
		}
	}
	for _, p := range s.SpawnPoints {
		if p.ID == id {
			return p.Name
		}
	}
	for _, l := range s.SearchLocations {
		if l.ID == id {
			return l.Name
		}
	}
	for _, o := range s.Objectives {
		if o.ID == id {
			return o.Name
		}
	}
	for _, z := range s.StartZones {
		if z.ID == id {
			return z.Name
		}
	}
	return ""
}

// ReadableID turns an id into words: dashes become spaces and the first letter is a capital
// ("car-2" -> "Car 2", "manhole-east" -> "Manhole east"). An empty id reads "Nothing".
func ReadableID(id string) string {
	w := strings.TrimSpace(strings.ReplaceAll(strings.ReplaceAll(id, "-", " "), "_", " "))
	if w == "" {
		return "Nothing"
	}
	return strings.ToUpper(w[:1]) + w[1:]
}

// SalvageCardIDs lists every card a scenario's salvage deck may name, sorted.
func SalvageCardIDs() []string { return sortedKeys(salvageCards) }

// SpecialRuleIDs lists the scenario special rules, sorted.
func SpecialRuleIDs() []string { return sortedKeys(specialRules) }

// ObjectiveRuleIDs lists the survivors' objective rules (without "none"), sorted.
func ObjectiveRuleIDs() []string {
	var out []string
	for _, id := range sortedKeys(objectiveRules) {
		if id != "none" {
			out = append(out, id)
		}
	}
	sort.Strings(out)
	return out
}

// MaxNameLength is the longest name a scenario may give a place, in characters: names go into
// sentences in the log and on buttons.
const MaxNameLength = 60

// placeName reads an optional "name": text that is not blank and not over MaxNameLength.
func (r *reader) placeName(o obj) string {
	n := r.str(o, "name", false, "")
	switch {
	case !o.has("name"):
	case strings.TrimSpace(n) == "":
		r.add(join(o.path, "name"), "is empty (leave the field out to have none)")
	case len([]rune(n)) > MaxNameLength:
		r.add(join(o.path, "name"), "is %d characters; a place's name is at most %d", len([]rune(n)), MaxNameLength)
	}
	return n
}

// placementWords says why a base cannot stand somewhere for the scenario's author: the
// table's words (which name terrain as players read it), with the id in the file of the
// terrain in the way.
func placementWords(err error) string {
	var pe *physics.PlacementError
	if errors.As(err, &pe) && pe.PieceID() != "" {
		return fmt.Sprintf("%v (terrain %q)", err, pe.PieceID())
	}
	return err.Error()
}
