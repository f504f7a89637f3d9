package borrowedtime

import (
	"fmt"
	"math"
	"strings"

	"github.com/borrowed-time/tabletop/physics"
)

// directorCosts is the Heat cost of each Director action (section VI, Director Actions Menu).
var directorCosts = map[string]int{
	"sudden-lunge":   1,
	"spawn-shambler": 2,
	"reanimate":      3,
	"spawn-horde":    5,
	"spawn-special":  7,
	"all-hell":       10,
	// Scenario actions.
	"crumbling-facade": 2,
	"thematic-event":   4,
}

// directorActionNames are the Director actions as the players read them.
var directorActionNames = map[string]string{
	"sudden-lunge":     "Sudden Lunge",
	"spawn-shambler":   "Spawn Shambler",
	"reanimate":        "Reanimate",
	"spawn-horde":      "Spawn Horde",
	"spawn-special":    "Spawn Special",
	"all-hell":         "All Hell Breaks Loose",
	"crumbling-facade": "Crumbling Facade",
	"thematic-event":   "Thematic Event",
}

// DirectorActionName is a Director action's name as the players read it (the id if unknown).
func DirectorActionName(id string) string {
	if n, ok := directorActionNames[id]; ok {
		return n
	}
	return id
}

var specialInfected = map[string]bool{"screamer": true, "brute": true, "hunter": true, "bloater": true}

// endSurvivorPhase ends the Survivor phase (and any activation under way) and starts the
// Director's: first the Heat check (section VI A).
func (c *applyCtx) endSurvivorPhase(EndSurvivorPhase) error {
	if c.st.Phase != PhaseSurvivors {
		return reject("it is not the Survivor phase")
	}
	if c.st.Active != "" {
		c.finishActivation(c.st.Model(c.st.Active))
	}
	c.st.Phase, c.st.Step = PhaseDirector, StepSpend
	c.emit(Event{Type: EvPhase, Phase: PhaseDirector, Round: c.st.Round, Text: fmt.Sprintf("Round %d: the Director's phase", c.st.Round)})
	c.roofArrivals()
	c.screamers()
	c.heatCheck()
	return nil
}

// heatCheckNeed returns the roll that advances the Threat track at a Heat value, or 0 when
// there is no roll. The table of section VI A (default) starts at 8; its sentence says 7–11.
func heatCheckNeed(heat int, variant string) int {
	first := 8
	if variant == "text" {
		first = 7
	}
	if heat < first {
		return 0
	}
	return max(2, 6-(heat-first))
}

func (c *applyCtx) heatCheck() {
	need := heatCheckNeed(c.st.Heat, c.g.opts.HeatCheck)
	if need == 0 {
		return
	}
	r := c.roll(1)
	c.emit(Event{Type: EvRoll, Dice: r, Text: fmt.Sprintf("Heat check at Heat %d: needs %d+, rolled %d", c.st.Heat, need, r[0])})
	if r[0] >= need {
		c.addThreat(1, "Heat check")
	}
}

// directorAction spends Heat on one action from the menu.
func (c *applyCtx) directorAction(cmd DirectorAction) error {
	if c.st.Phase != PhaseDirector || c.st.Step != StepSpend {
		return reject("the Director spends Heat at the start of the Director phase")
	}
	a := cmd.Action
	cost, ok := directorCosts[a]
	if !ok {
		return reject("there is no Director action %q", a)
	}
	var err error
	switch a {
	case "sudden-lunge":
		err = c.suddenLunge(cmd.Target)
	case "spawn-shambler":
		err = c.spawnCommand(cmd.Spawn, "shambler", 0)
	case "spawn-horde":
		err = c.spawnCommand(cmd.Spawn, "horde", 4)
	case "spawn-special":
		if !specialInfected[cmd.Kind] {
			return reject("say which special infected to spawn: screamer, brute, hunter or bloater")
		}
		err = c.spawnCommand(cmd.Spawn, cmd.Kind, 0)
	case "reanimate":
		err = c.reanimate(cmd.Target)
	case "all-hell":
		err = c.allHell()
	case "crumbling-facade":
		err = c.crumblingFacade(cmd.Target)
	case "thematic-event":
		err = c.thematicEvent(cmd.To)
	}
	if err != nil {
		return err
	}
	if c.st.Heat < cost { // checked after the action's own choices, so those are named first
		return reject("%s costs %d Heat; there is %d", DirectorActionName(a), cost, c.st.Heat)
	}
	c.st.Heat -= cost
	what := ""
	if t, ok := directorActionTexts[a]; ok { // what it does, for players who have not read the menu
		what = " (" + strings.TrimSuffix(t, ".") + ")"
	}
	c.emit(Event{Type: EvHeat, Heat: -cost, Text: fmt.Sprintf("the Director spends %d Heat on %s%s: Heat %d", cost, DirectorActionName(a), what, c.st.Heat)})
	return nil
}

func (c *applyCtx) spawnCommand(spawn, kind string, models int) error {
	sp := c.spawnIndex(spawn)
	if sp < 0 {
		return reject("there is no spawn point %q", spawn)
	}
	if c.spawnAt(kind, sp, models) == nil {
		return reject("there is no room at %s", c.placeName(spawn))
	}
	return nil
}

// spawnAt places a new zombie at a spawn point or, when something stands there, on the
// nearest free spot within 3".
func (c *applyCtx) spawnAt(kind string, sp, models int) *Model {
	at := c.g.scenario.SpawnPoints[sp]
	p, ok := c.freeNear(zombieProfiles[kind].Base, at.At, at.Level)
	if !ok {
		return nil
	}
	z := newZombie(c.st, kind, p, at.Level, 0, models)
	c.st.Models = append(c.st.Models, z)
	c.g.syncBody(c.st, len(c.st.Models)-1)
	c.emit(Event{Type: EvSpawn, Model: z.ID, Text: fmt.Sprintf("a %s appears at %s", zombieProfiles[kind].Name, c.placeName(at.ID))})
	return &c.st.Models[len(c.st.Models)-1]
}

// freeNear finds where a base can stand nearest to p, searching rings out to 3".
func (c *applyCtx) freeNear(b physics.Base, p physics.Vec, level int) (physics.Vec, bool) {
	if c.g.table.CheckPlacement(physics.Body{Base: b, Pos: p, Level: level}) == nil {
		return p, true
	}
	for r := 0.25; r <= 3; r += 0.25 {
		n := int(math.Ceil(2 * math.Pi * r / 0.25))
		for k := 0; k < n; k++ {
			a := 2 * math.Pi * float64(k) / float64(n)
			q := p.Add(physics.Vec{X: math.Cos(a), Y: math.Sin(a)}.Scale(r))
			if c.g.table.CheckPlacement(physics.Body{Base: b, Pos: q, Level: level}) == nil {
				return q, true
			}
		}
	}
	return physics.Vec{}, false
}

// suddenLungeReach is how far a Sudden Lunge moves a Shambler (section VI menu).
const suddenLungeReach = 3.0

// suddenLunge (1 Heat): a Shambler that sees a survivor moves up to 3" towards the nearest one.
func (c *applyCtx) suddenLunge(target string) error {
	z, err := c.model(target, "Shambler")
	if err != nil {
		return err
	}
	if z.Kind != "shambler" || !z.OnTable() {
		return reject("Sudden Lunge moves a Shambler on the table; %s is not one", name(z))
	}
	// The menu lunges "towards the nearest visible Survivor": with none in sight there is
	// nothing to lunge at (not an objective marker, where its own activation would go).
	if _, seen := c.prey(z); !seen {
		return reject("%s sees no survivor to lunge at", name(z))
	}
	c.moveZombie(z, suddenLungeReach)
	return nil
}

func (c *applyCtx) reanimate(target string) error {
	z, err := c.model(target, "Shambler")
	if err != nil {
		return err
	}
	if z.Kind != "shambler" || !z.Removed || z.RemovedRound != c.st.Round {
		return reject("Reanimate brings back a Shambler removed this round; %s is not one", name(z))
	}
	p, ok := c.freeNear(physics.Base25mm, z.Pos, z.Level)
	if !ok {
		return reject("there is no room for %s", name(z))
	}
	z.Removed, z.Wounds, z.Pos = false, 1, p
	c.place(z, p)
	c.emit(Event{Type: EvSpawn, Model: z.ID, Text: name(z) + " rises again"})
	return nil
}

func (c *applyCtx) allHell() error {
	n := 0
	for i := range c.st.Models {
		if z := &c.st.Models[i]; z.Kind == "horde" && z.OnTable() && c.st.Phase != PhaseOver {
			c.zombieTurn(z, "")
			n++
		}
	}
	if n == 0 {
		return reject("there is no Horde on the table")
	}
	return nil
}

// endSpending ends the Heat spending: unspent Heat is lost and the track goes to 0; then
// every zombie on the table activates (section VI).
func (c *applyCtx) endSpending(EndSpending) error {
	if c.st.Phase != PhaseDirector || c.st.Step != StepSpend {
		return reject("the Director is not spending Heat now")
	}
	if c.st.Heat > 0 {
		c.emit(Event{Type: EvHeat, Heat: -c.st.Heat, Text: fmt.Sprintf("%d unspent Heat is lost", c.st.Heat)})
	}
	c.st.Heat = 0
	c.st.Step = StepZombies
	for i := range c.st.Models {
		c.st.Models[i].Acted = false
	}
	c.emit(Event{Type: EvPhase, Phase: PhaseDirector, Text: "the zombies activate"})
	return nil
}

func (c *applyCtx) zombieStep() error {
	if c.st.Phase != PhaseDirector || c.st.Step != StepZombies {
		return reject("zombies activate after the Director has spent the Heat")
	}
	return nil
}

// activateZombie activates one zombie, chosen by the Director (Target), with the victim it
// attacks if it touches several survivors (Victim).
func (c *applyCtx) activateZombie(cmd ActivateZombie) error {
	if err := c.zombieStep(); err != nil {
		return err
	}
	z, err := c.model(cmd.Target, "zombie")
	if err != nil {
		return err
	}
	switch {
	case z.IsSurvivor():
		return reject("%s is not a zombie", name(z))
	case !z.OnTable():
		return reject("%s is not on the table", name(z))
	case z.Acted:
		return reject("%s has already activated", name(z))
	}
	if cmd.Victim != "" {
		if v := c.st.Model(cmd.Victim); v == nil || !v.IsSurvivor() {
			return reject("there is no survivor %q to attack", cmd.Victim)
		}
	}
	c.zombieTurn(z, cmd.Victim)
	return nil
}

// activateAll activates every zombie that has not yet, in table order.
func (c *applyCtx) activateAll(ActivateAllZombies) error {
	if err := c.zombieStep(); err != nil {
		return err
	}
	for i := range c.st.Models {
		if z := &c.st.Models[i]; !z.IsSurvivor() && z.OnTable() && !z.Acted && c.st.Phase != PhaseOver {
			c.zombieTurn(z, "")
		}
	}
	return nil
}

// endRound runs the End phase (section VIII) — Threat +1, the Heat track to 0, victory checks —
// and starts the next round with the Survivor phase: Downed survivors test for bleeding out.
func (c *applyCtx) endRound(EndRound) error {
	if err := c.zombieStep(); err != nil {
		return err
	}
	for i := range c.st.Models {
		if z := &c.st.Models[i]; !z.IsSurvivor() && z.OnTable() && !z.Acted {
			return reject("%s has not activated yet", name(z))
		}
	}
	c.emit(Event{Type: EvPhase, Text: fmt.Sprintf("Round %d: the End phase", c.st.Round)})
	if c.rescueBeforeThreat() {
		c.checkRescue()
		return nil
	}
	c.addThreat(1, "end of the round")
	if c.st.Phase == PhaseOver {
		return nil
	}
	c.burnDown()
	switch c.g.scenario.Objective { // Check Objectives (section VIII.4)
	case "escape-plan":
		c.checkEscape()
	case "signal-for-rescue":
		c.checkRescue()
	}
	if c.st.Phase == PhaseOver {
		return nil
	}
	if c.st.Heat > 0 && !c.g.opts.KeepZombieHeat {
		c.emit(Event{Type: EvHeat, Heat: -c.st.Heat, Text: "the Heat track is reset to 0"})
		c.st.Heat = 0
	}
	c.st.Round++
	c.st.Phase, c.st.Step = PhaseSurvivors, ""
	for i := range c.st.Models {
		m := &c.st.Models[i]
		m.Activated, m.AP, m.Acted = false, 0, false
	}
	c.emit(Event{Type: EvPhase, Phase: PhaseSurvivors, Round: c.st.Round, Text: fmt.Sprintf("Round %d: the Survivor phase", c.st.Round)})
	for i := range c.st.Models {
		if m := &c.st.Models[i]; m.IsSurvivor() && m.Downed && !m.Removed && c.st.Phase != PhaseOver {
			c.bleedOut(m)
		}
	}
	return nil
}

// bleedOut tests a Downed survivor at the start of a round: a D6 that must not be a 1, or,
// with the "guts" option, a Guts test (Holy Symbol, Get a Grip! and all) that must pass.
func (c *applyCtx) bleedOut(m *Model) {
	if c.g.opts.BleedOut == "guts" {
		if !c.gutsTest(m, "tries not to bleed out") {
			c.kill(m)
		}
		return
	}
	r := c.luck(m, c.roll(1), luckNotOne) // only a 1 fails: Lady Luck re-rolls a 1 (C20)
	_, comp := count(r)
	c.emit(Event{Type: EvRoll, Model: m.ID, Dice: r, Complications: comp, Text: fmt.Sprintf("%s tries not to bleed out: %v", name(m), r)})
	c.complications(m, comp)
	if r[0] == 1 {
		c.kill(m)
	}
}

// checkElimination: the Director wins when more than half the survivors who started are
// dead, or, in a scenario that says so, all of them (section XII; Scenario 2). The starting
// survivors are the team in play (a custom team replaces the scenario's four); the dead stay
// in the state, taken off the table.
func (c *applyCtx) checkElimination() {
	n := 0
	for i := range c.st.Models {
		if c.st.Models[i].IsSurvivor() {
			n++
		}
	}
	if c.g.scenario.Objective == "signal-for-rescue" {
		if c.st.Eliminated >= n {
			c.win("director", "every survivor is dead")
		}
		return
	}
	if 2*c.st.Eliminated > n {
		c.win("director", deadText(c.st.Eliminated, n))
	}
}
