package borrowedtime

import (
	"fmt"
	"github.com/borrowed-time/tabletop/game"
	"sort"

	"github.com/borrowed-time/tabletop/physics"
)

// Secret agendas (section XIII; section III.7): each survivor's optional hidden goal.

// Agenda is a secret agenda: its id, name, whose it is in the compendium, and what it asks.
type Agenda struct {
	ID, Name, Owner, Goal string
}

// agendas are the compendium's ten agendas, in its order. (Goals in this table's words.)
var agendas = []Agenda{
	{"code-of-conduct", "Code of Conduct", "ramirez", "no more than one other survivor dies"},
	{"king-of-the-swing", "King of the Swing", "grizz", "finish with more zombies killed in melee than any other survivor"},
	{"the-hoarder", "The Hoarder", "sharma", "escape carrying at least two unused Medkits"},
	{"urban-explorer", "Urban Explorer", "leo", "be the first survivor to go into three different buildings"},
	{"trophy-hunter", "Trophy Hunter", "odessa", "shoot a special infected dead from more than 18\" away"},
	{"right-tool", "Right Tool for the Job", "sparky", "jury-rig a scenario objective successfully"},
	{"test-of-faith", "Test of Faith", "father-michael", "finish with 1 Wound or fewer left, never having been Downed"},
	{"pack-rat", "Pack Rat", "patches", "finish carrying at least 5 Salvage cards"},
	{"pain-is-weakness", "Pain is Weakness", "fury", "finish with more Wounds left than any other surviving survivor"},
	{"ace-in-the-hole", "Ace in the Hole", "lady-luck", "turn a survivor's failed roll into a success with Press Your Luck"},
}

func agendaByID(id string) Agenda {
	for _, a := range agendas {
		if a.ID == id {
			return a
		}
	}
	return Agenda{ID: id, Name: id}
}

// dealAgendas gives each survivor an agenda: their own ("own"), or one dealt at random from
// the ten by the game's generator ("random"); none otherwise.
func dealAgendas(st *State, mode string) {
	if mode == "" {
		return
	}
	st.Agendas = map[string]string{}
	pool := make([]string, len(agendas))
	for i, a := range agendas {
		pool[i] = a.ID
	}
	if mode == "random" {
		game.Shuffle(&st.RNG, pool)
	}
	k := 0
	for _, m := range st.Models {
		if !m.IsSurvivor() {
			continue
		}
		if mode == "own" {
			for _, a := range agendas {
				if a.Owner == m.ID {
					st.Agendas[m.ID] = a.ID
				}
			}
		} else {
			st.Agendas[m.ID] = pool[k%len(pool)]
			k++
		}
	}
}

// AgendaResult is how a survivor stands with their agenda.
type AgendaResult struct {
	Survivor string `json:"survivor"`
	Agenda   Agenda `json:"agenda"`
	Achieved bool   `json:"achieved"`
	// Final: the game is over, so the result stands.
	Final bool `json:"final"`
}

// Agendas reports every survivor's secret agenda and whether it is achieved (so far, or for
// good once the game is over).
func (g *Game) Agendas() []AgendaResult {
	st := g.ReadState()
	var ids []string
	for id := range st.Agendas {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var out []AgendaResult
	for _, id := range ids {
		m := st.Model(id)
		a := agendaByID(st.Agendas[id])
		out = append(out, AgendaResult{Survivor: id, Agenda: a, Achieved: achieved(st, m, a.ID), Final: st.Phase == PhaseOver})
	}
	return out
}

// achieved judges one agenda for one survivor.
func achieved(st *State, m *Model, id string) bool {
	alive := m.OnTable()
	others := func(f func(o *Model) bool) bool { // f holds for every other survivor
		for i := range st.Models {
			o := &st.Models[i]
			if o.IsSurvivor() && o.ID != m.ID && !f(o) {
				return false
			}
		}
		return true
	}
	switch id {
	case "code-of-conduct":
		dead := 0
		for _, o := range st.Models {
			if o.IsSurvivor() && o.ID != m.ID && o.Removed {
				dead++
			}
		}
		return dead <= 1
	case "king-of-the-swing":
		return m.MeleeKills > 0 && others(func(o *Model) bool { return o.MeleeKills < m.MeleeKills })
	case "the-hoarder":
		n := 0
		for _, it := range append(append([]string(nil), m.Items...), m.Kit...) {
			if it == "medkit" || it == "personal-medkit" {
				n++
			}
		}
		return alive && st.Winner == "survivors" && n >= 2
	case "urban-explorer":
		return st.Explorer == m.ID
	case "trophy-hunter":
		return m.LongKill
	case "right-tool":
		return m.JuryRigged
	case "test-of-faith":
		return alive && !m.EverDowned && m.Wounds <= 1
	case "pack-rat":
		return alive && cards(m) >= 5
	case "pain-is-weakness":
		return alive && others(func(o *Model) bool { return !o.OnTable() || o.Wounds < m.Wounds })
	case "ace-in-the-hole":
		return m.LuckTurned
	}
	return false
}

// noteBuildings records the buildings a survivor has gone into, and who first made it three.
func (c *applyCtx) noteBuildings(m *Model) {
	for _, t := range c.g.scenario.Terrain {
		if !t.IsBuilding() || m.Level != 0 || indexOf(m.Buildings, t.ID) >= 0 || !physics.PointInPolygon(t.Polygon, m.Pos) {
			continue
		}
		m.Buildings = append(m.Buildings, t.ID)
		if len(m.Buildings) == 3 && c.st.Explorer == "" {
			c.st.Explorer = m.ID
			c.emit(Event{Type: EvNote, Model: m.ID, Text: fmt.Sprintf("%s has been inside three buildings", name(m))})
		}
	}
}
