package ai

import (
	"math"
	"sort"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// Survivors plays survivors by computer. For the survivor acting, each action is the first
// of these that applies (docs/balance.md):
//
//  1. Engaged: fight the weakest zombie in contact, stepping back after a win when hurt or
//     outnumbered.
//  2. A Downed friend in contact: revive them; within reach: go to them.
//  3. Down to the last Wound with a Medkit to spare: heal.
//  4. A zombie in range, in sight and within 10" (or any special infected): shoot the nearest
//     with a loaded gun; with only empty guns and Reloads left, reload.
//  5. Down to the last Wound with zombies within 6": fall back, away from them.
//  6. The scenario's objective: fetch, deliver, breach, climb, signal, or gather where the
//     survivors must be at the end — searching on the way for what is still missing —
//     opening doors that stand in the way.
//  7. Otherwise end the activation.
type Survivors struct {
	// Plays lists the survivors the computer plays; nil plays them all.
	Plays map[string]bool
}

func (s *Survivors) plays(id string) bool { return s.Plays == nil || s.Plays[id] }

// PlaysAll reports whether the computer plays every survivor (and so ends the phase itself).
func (s *Survivors) PlaysAll() bool { return s.Plays == nil }

// Next returns the next command for a computer-played survivor in the survivors' phase, or
// false when none of them has anything left to do (or it is not their phase).
func (s *Survivors) Next(g *game.Game) (game.Command, bool) {
	v := look(g)
	if v.st.Phase != game.PhaseSurvivors {
		return game.Command{}, false
	}
	if p := v.st.Pending; p != nil {
		if s.plays(p.Survivor) && len(p.Cards) > 0 {
			return game.Command{Type: game.CmdChoose, Survivor: p.Survivor, Item: p.Cards[0]}, true
		}
		return game.Command{}, false
	}
	if v.st.Active != "" {
		if !s.plays(v.st.Active) {
			return game.Command{}, false
		}
		m := v.st.Model(v.st.Active)
		if cmd, ok := decide(v, m); ok {
			return cmd, true
		}
		return game.Command{Type: game.CmdEndActivation, Survivor: m.ID}, true
	}
	for _, m := range v.survivors() {
		if !s.plays(m.ID) || !m.Standing() || m.Activated {
			continue
		}
		if cmd, ok := decide(v, m); ok {
			return cmd, true
		}
	}
	if s.PlaysAll() {
		return game.Command{Type: game.CmdEndSurvivorPhase}, true
	}
	return game.Command{}, false
}

// decide chooses a survivor's next action, or false for none worth taking.
func decide(v *view, m *game.Model) (game.Command, bool) {
	me := v.body(m.ID)
	if me < 0 {
		return game.Command{}, false
	}
	zs := v.zombies()
	var engaged []*game.Model
	for _, z := range zs {
		if zb := v.body(z.ID); zb >= 0 && z.Level == m.Level && v.tb.InContact(me, zb) {
			engaged = append(engaged, z)
		}
	}
	if len(engaged) > 0 {
		return fight(v, m, engaged)
	}
	if cmd, ok := helpFriend(v, m); ok {
		return cmd, true
	}
	if m.Wounds <= 1 {
		if cmd := (game.Command{Type: game.CmdMedkit, Survivor: m.ID, Target: m.ID}); !carriesObjective(v, m) && v.legal(cmd) {
			return cmd, true
		}
	}
	if cmd, ok := shoot(v, m, zs); ok {
		return cmd, true
	}
	if m.Wounds <= 1 {
		if cmd, ok := fallBack(v, m, zs); ok {
			return cmd, true
		}
	}
	return objective(v, m)
}

// fight attacks the engaged zombie with the fewest Wounds with the best melee weapon carried.
func fight(v *view, m *game.Model, engaged []*game.Model) (game.Command, bool) {
	sort.SliceStable(engaged, func(i, j int) bool { return engaged[i].Wounds < engaged[j].Wounds })
	weapon, bonus := "", -1
	for _, w := range m.Weapons {
		if info, ok := game.WeaponInfo(w.ID); ok && !info.Ranged && info.FightBonus > bonus {
			weapon, bonus = w.ID, info.FightBonus
		}
	}
	withdraw := 0.0
	if m.Wounds <= 1 || len(engaged) > 1 {
		withdraw = 1
	}
	for _, w := range []string{weapon, ""} {
		cmd := game.Command{Type: game.CmdAttack, Survivor: m.ID, Target: engaged[0].ID, Weapon: w, Withdraw: withdraw}
		if v.legal(cmd) {
			return cmd, true
		}
	}
	return game.Command{}, false
}

// helpFriend revives a Downed survivor in contact, or heads for one within two moves.
func helpFriend(v *view, m *game.Model) (game.Command, bool) {
	for _, f := range v.survivors() {
		if !f.Downed || f.Level != m.Level {
			continue
		}
		if cmd := (game.Command{Type: game.CmdRevive, Survivor: m.ID, Target: f.ID}); v.legal(cmd) {
			return cmd, true
		}
		if f.Pos.Dist(m.Pos) <= 2*game.SurvivorMove(m.ID) {
			if cmd, ok := moveToward(v, m, f.Pos, baseRadius(v, m)*2+0.02); ok {
				return cmd, true
			}
		}
	}
	return game.Command{}, false
}

// shoot fires at the nearest threatening zombie in range and sight, or reloads for one.
func shoot(v *view, m *game.Model, zs []*game.Model) (game.Command, bool) {
	me := v.body(m.ID)
	type target struct {
		z    *game.Model
		dist float64
	}
	var threats []target
	for _, z := range zs {
		zb := v.body(z.ID)
		if zb < 0 {
			continue
		}
		d := v.tb.EdgeDistance(me, zb)
		special := z.Kind != "shambler" && z.Kind != "horde"
		if d <= 10 || (special && d <= 24) {
			threats = append(threats, target{z, d})
		}
	}
	if len(threats) == 0 {
		return game.Command{}, false
	}
	sort.SliceStable(threats, func(i, j int) bool { return threats[i].dist < threats[j].dist })
	empty := false
	for _, w := range m.Weapons {
		info, ok := game.WeaponInfo(w.ID)
		if !ok || !info.Ranged || w.Unready {
			continue
		}
		if w.Shots == 0 {
			empty = true
			continue
		}
		for _, t := range threats {
			if t.dist > info.Range {
				continue
			}
			if cmd := (game.Command{Type: game.CmdAttack, Survivor: m.ID, Target: t.z.ID, Weapon: w.ID}); v.legal(cmd) {
				return cmd, true
			}
		}
	}
	if empty && m.Reloads > 0 && threats[0].dist <= 10 {
		for _, w := range m.Weapons {
			if cmd := (game.Command{Type: game.CmdReload, Survivor: m.ID, Weapon: w.ID}); w.Shots == 0 && v.legal(cmd) {
				return cmd, true
			}
		}
	}
	return game.Command{}, false
}

// fallBack moves away from zombies within 6", to the reachable spot a full move away that
// leaves the nearest of them furthest.
func fallBack(v *view, m *game.Model, zs []*game.Model) (game.Command, bool) {
	var near []*game.Model
	for _, z := range zs {
		if z.Level == m.Level && v.edge(m, z) <= 6 {
			near = append(near, z)
		}
	}
	if len(near) == 0 {
		return game.Command{}, false
	}
	move := game.SurvivorMove(m.ID)
	best, bestGap := physics.Vec{}, nearestCentre(m.Pos, near)
	w, h := v.tb.Size()
	for k := 0; k < 8; k++ {
		a := float64(k) * math.Pi / 4
		p := m.Pos.Add(physics.Vec{X: math.Cos(a), Y: math.Sin(a)}.Scale(move))
		if p.X < 1 || p.Y < 1 || p.X > w-1 || p.Y > h-1 {
			continue
		}
		if gap := nearestCentre(p, near); gap > bestGap+1 {
			best, bestGap = p, gap
		}
	}
	if bestGap <= nearestCentre(m.Pos, near) {
		return game.Command{}, false
	}
	return moveToward(v, m, best, 0.5)
}

// moveToward moves a survivor as far as one Move takes them along the cheapest route to
// within reach of a point.
func moveToward(v *view, m *game.Model, goal physics.Vec, reach float64) (game.Command, bool) {
	me := v.body(m.ID)
	path, err := v.tb.PathWithin(me, goal, reach, physics.MoveOptions{})
	if err != nil || len(path.Points) < 2 {
		return game.Command{}, false
	}
	budget := game.SurvivorMove(m.ID)
	for try := 0; try < 3; try++ {
		pts := v.tb.TruncatePath(m.Level, path.Points, budget, false)
		to := pts[len(pts)-1]
		if to.Dist(m.Pos) < 0.1 {
			return game.Command{}, false
		}
		cmd := game.Command{Type: game.CmdMove, Survivor: m.ID, To: &to}
		if v.legal(cmd) {
			return cmd, true
		}
		budget *= 0.9
	}
	return game.Command{}, false
}

func baseRadius(v *view, m *game.Model) float64 {
	b, ok := v.tb.Body(v.body(m.ID))
	if !ok {
		return 0.5
	}
	return b.Base.BoundingRadius()
}
