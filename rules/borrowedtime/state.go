package borrowedtime

import (
	"encoding/json"
	"fmt"
	"github.com/borrowed-time/tabletop/game"
	"hash/fnv"

	"github.com/borrowed-time/tabletop/physics"
)

// Phase is where the round stands.
type Phase string

// The phases of a round (section IV). The End phase runs inside the EndRound command.
const (
	PhaseSurvivors Phase = "survivors"
	PhaseDirector  Phase = "director"
	PhaseOver      Phase = "over"
)

// DirectorStep is where the Director's phase stands: spending Heat, then the zombies act.
type DirectorStep string

// The Director phase's steps (section VI).
const (
	StepSpend   DirectorStep = "spend"
	StepZombies DirectorStep = "zombies"
)

// Model is a survivor or a zombie on (or taken off) the table.
type Model struct {
	ID     string      `json:"id"`
	Kind   string      `json:"kind"` // "survivor" or a zombie type
	Pos    physics.Vec `json:"pos"`
	Facing float64     `json:"facing,omitempty"`
	Level  int         `json:"level,omitempty"`
	// Wounds is the wounds the model can still take. A survivor at 0 is Downed; below 0, dead.
	Wounds  int  `json:"wounds"`
	Models  int  `json:"models,omitempty"` // hordes: models on the tray
	Downed  bool `json:"downed,omitempty"`
	Removed bool `json:"removed,omitempty"` // dead or taken off the table
	// RemovedRound is the round a zombie was removed (for Reanimate).
	RemovedRound int `json:"removedRound,omitempty"`

	// Survivors only.
	Activated bool          `json:"activated,omitempty"`
	AP        int           `json:"ap,omitempty"`
	Aimed     bool          `json:"aimed,omitempty"`
	Hunkered  bool          `json:"hunkered,omitempty"`
	Weapons   []WeaponState `json:"weapons,omitempty"`
	Items     []string      `json:"items,omitempty"` // Salvage cards carried
	Kit       []string      `json:"kit,omitempty"`   // starting equipment that is not a weapon
	Reloads   int           `json:"reloads,omitempty"`
	Kills     int           `json:"kills,omitempty"`
	// For skills, gear and secret agendas.
	MeleeKills  int      `json:"meleeKills,omitempty"`
	LongKill    bool     `json:"longKill,omitempty"` // a special infected killed from more than 18"
	EverDowned  bool     `json:"everDowned,omitempty"`
	JacketRound int      `json:"jacketRound,omitempty"` // round the Biker Jacket last took a Wound
	CoatUsed    bool     `json:"coatUsed,omitempty"`
	SkillRound  int      `json:"skillRound,omitempty"` // round a once-per-round skill was last used
	BonusAP     int      `json:"bonusAP,omitempty"`
	Buildings   []string `json:"buildings,omitempty"` // buildings entered (Urban Explorer)
	JuryRigged  bool     `json:"juryRigged,omitempty"`
	LuckTurned  bool     `json:"luckTurned,omitempty"` // Press Your Luck turned a survivor's failure into a success
	MeleeDone   bool     `json:"meleeDone,omitempty"`  // has made a melee attack this activation (Machete)

	// Zombies only: whether it has acted in this Director phase.
	Acted bool `json:"acted,omitempty"`
	// Stunned: knocked down, it loses its next activation.
	Stunned bool `json:"stunned,omitempty"`
}

// WeaponState is a carried weapon and, for a ranged one, the shots left before a reload.
type WeaponState struct {
	ID    string `json:"id"`
	Shots int    `json:"shots,omitempty"`
	Found bool   `json:"found,omitempty"` // a Salvage card (counts towards the carrying limit)
	// Unready: a found Hunting Rifle, which takes a Reload action (not a Reload) to equip.
	Unready bool `json:"unready,omitempty"`
}

// IsSurvivor reports whether the model is a survivor.
func (m *Model) IsSurvivor() bool { return m.Kind == "survivor" }

// OnTable reports whether the model is on the table.
func (m *Model) OnTable() bool { return !m.Removed }

// Standing reports whether the model is on the table and not Downed.
func (m *Model) Standing() bool { return !m.Removed && !m.Downed }

// State is everything that changes during a game. It is plain data: copied by Clone,
// serialized to JSON, and hashed.
type State struct {
	Round  int          `json:"round"`
	Phase  Phase        `json:"phase"`
	Step   DirectorStep `json:"step,omitempty"`
	Heat   int          `json:"heat"`
	Threat int          `json:"threat"`
	Models []Model      `json:"models"`
	// Active is the survivor whose activation is under way, or "".
	Active  string   `json:"active,omitempty"`
	RNG     game.RNG `json:"rng"`
	Deck    []string `json:"deck"`
	Discard []string `json:"discard,omitempty"`
	// SearchesLeft is per search location, in scenario order (-1: unlimited).
	SearchesLeft []int `json:"searchesLeft"`
	// DoorsOpen is per door, in the order of the scenario's buildings and their doors.
	DoorsOpen []bool `json:"doorsOpen"`
	// Ground holds what lies on the table to be picked up.
	Ground []GroundItem `json:"ground,omitempty"`
	// Fires are the burning areas on the table.
	Fires []Fire `json:"fires,omitempty"`
	// Pending is a choice a survivor must make before anything else happens (Patches keeping
	// one of the two cards Knows Where to Look finds).
	Pending *Choice `json:"pending,omitempty"`
	// Agendas deals each survivor's secret agenda (by agenda id), when the game plays them.
	Agendas map[string]string `json:"agendas,omitempty"`
	// Explorer is the first survivor to have entered three different buildings.
	Explorer string `json:"explorer,omitempty"`
	// Scenario progress.
	Delivered   []string `json:"delivered,omitempty"`   // Last Stop Gas: supplies in the ambulance
	PumpsGone   bool     `json:"pumpsGone,omitempty"`   // Last Stop Gas: the pumps have exploded
	Breached    bool     `json:"breached,omitempty"`    // Rooftop Signal: the Med-Tower is open
	SignalRound int      `json:"signalRound,omitempty"` // Rooftop Signal: the round the flare went up
	// Zombies off the table on their way to a roof: up the stairwell (arriving) or up the
	// facade (climbing, a D6 decides), placed at the start of the next Director phase.
	Arriving []string `json:"arriving,omitempty"`
	Climbing []string `json:"climbing,omitempty"`
	// EventsResolved lists the scenario's Threat events (by their index) that have happened:
	// each happens once, even if the track is pushed back and passes its space again.
	EventsResolved []int `json:"eventsResolved,omitempty"`
	// Unlocked lists the locked doors (by id) that have been opened: a lock stays broken.
	Unlocked []string `json:"unlocked,omitempty"`
	// NextZombie numbers new zombies.
	NextZombie int `json:"nextZombie"`
	// Eliminated counts survivors who died.
	Eliminated int    `json:"eliminated,omitempty"`
	Winner     string `json:"winner,omitempty"` // "survivors" or "director"
	WinReason  string `json:"winReason,omitempty"`
}

// GroundItem is a card or weapon lying on the table (a dead survivor's kit), with the shots
// left in a dropped ranged weapon.
type GroundItem struct {
	Item  string      `json:"item"`
	Shots int         `json:"shots,omitempty"`
	Pos   physics.Vec `json:"pos"`
	Level int         `json:"level,omitempty"`
}

// Choice is a decision waiting for a survivor's command.
type Choice struct {
	Survivor string   `json:"survivor"`
	Cards    []string `json:"cards"`
}

// Fire is a Burning area (section VII, Status Effects): a circle that burns for some rounds.
type Fire struct {
	Center     physics.Vec `json:"center"`
	Radius     float64     `json:"radius"`
	RoundsLeft int         `json:"roundsLeft"`
}

// Clone returns a deep copy of the state.
func (s *State) Clone() State { return s.cloneInto(nil) }

// spawnRoom is the room a copy of a state leaves to spawn zombies without moving the models
// in memory mid-command (a command spawns at most one or two). No more: a state is copied
// for every command and every trial of one, and with ten models, room for 32 more was three
// quarters of the copy.
const spawnRoom = 8

// cloneInto is Clone, putting the copy's models in spare's memory when it has room. spare
// must belong to no state in use: it is the models of a state thrown away.
func (s *State) cloneInto(spare []Model) State {
	c := *s
	if cap(spare) >= len(s.Models)+spawnRoom {
		c.Models = spare[:len(s.Models)] // every one is overwritten below
	} else {
		c.Models = make([]Model, len(s.Models), len(s.Models)+spawnRoom)
	}
	// Every model's lists are copied into two shared blocks (a state is copied for every
	// command and every trial of one); each list is capped at its length, so appending to
	// one moves it out rather than overwriting its neighbour.
	nw, ns := 0, 0
	for i := range s.Models {
		m := &s.Models[i]
		nw += len(m.Weapons)
		ns += len(m.Items) + len(m.Kit) + len(m.Buildings)
	}
	weapons := make([]WeaponState, 0, nw)
	strs := make([]string, 0, ns)
	copyStrs := func(xs []string) []string {
		if len(xs) == 0 {
			return nil // as append to nil gives: the state's JSON (and hash) stays the same
		}
		at := len(strs)
		strs = append(strs, xs...)
		return strs[at:len(strs):len(strs)]
	}
	for i, m := range s.Models {
		m.Weapons = nil
		if w := s.Models[i].Weapons; len(w) > 0 {
			at := len(weapons)
			weapons = append(weapons, w...)
			m.Weapons = weapons[at:len(weapons):len(weapons)]
		}
		m.Items = copyStrs(m.Items)
		m.Kit = copyStrs(m.Kit)
		m.Buildings = copyStrs(m.Buildings)
		c.Models[i] = m
	}
	c.Deck = append([]string(nil), s.Deck...)
	c.Discard = append([]string(nil), s.Discard...)
	c.SearchesLeft = append([]int(nil), s.SearchesLeft...)
	c.DoorsOpen = append([]bool(nil), s.DoorsOpen...)
	c.Fires = append([]Fire(nil), s.Fires...)
	c.Ground = append([]GroundItem(nil), s.Ground...)
	c.Delivered = append([]string(nil), s.Delivered...)
	c.Arriving = append([]string(nil), s.Arriving...)
	c.Climbing = append([]string(nil), s.Climbing...)
	c.EventsResolved = append([]int(nil), s.EventsResolved...)
	c.Unlocked = append([]string(nil), s.Unlocked...)
	if s.Agendas != nil {
		c.Agendas = make(map[string]string, len(s.Agendas))
		for k, v := range s.Agendas {
			c.Agendas[k] = v
		}
	}
	if s.Pending != nil {
		p := *s.Pending
		p.Cards = append([]string(nil), p.Cards...)
		c.Pending = &p
	}
	return c
}

// Hash returns a fingerprint of the state: equal states, equal hashes.
func (s *State) Hash() string {
	data, err := json.Marshal(s)
	if err != nil { // plain data always encodes
		panic(err)
	}
	h := fnv.New64a()
	h.Write(data)
	return fmt.Sprintf("%016x", h.Sum64())
}

// Model returns the model with the given id, or nil.
func (s *State) Model(id string) *Model {
	for i := range s.Models {
		if s.Models[i].ID == id {
			return &s.Models[i]
		}
	}
	return nil
}

func (s *State) index(id string) int {
	for i := range s.Models {
		if s.Models[i].ID == id {
			return i
		}
	}
	return -1
}
