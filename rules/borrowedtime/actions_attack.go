package borrowedtime

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// attackActions are a survivor's attacks: one per weapon they carry (shooting with a gun,
// fighting with anything else) and bare hands, each aimed at the models the rules let it
// reach; a fight with the best melee weapon that steps back if it is held; and Grizz's Knock
// Down with his best melee weapon.
func (r *Rules) attackActions(st *State, m *Model) []game.Action {
	var out []game.Action
	weaponsOf := []string{}
	for _, w := range m.Weapons {
		weaponsOf = append(weaponsOf, w.ID)
	}
	weaponsOf = append(weaponsOf, "")
	for _, w := range weaponsOf {
		a := game.Action{ID: actionID(ActAttack, w), Key: "F", Cost: oneAP, Needs: game.PickModel, Prompt: "Click the zombie to attack"}
		switch info := weapons[w]; {
		case w == "":
			a.Label, a.Help = "Fight bare-handed", "A melee attack with Fight dice alone, against a zombie in base contact."
		case info.Ranged:
			a.Label, a.Help, a.Key = "Shoot: "+info.Name, weaponSummary(info), "G"
		default:
			a.Label, a.Help = "Fight: "+info.Name, weaponSummary(info)
		}
		r.aimAt(st, &a, Attack{Survivor: m.ID, Weapon: w})
		out = append(out, a)
	}
	// A survivor with at least as many successes as the zombie may step up to 1" directly
	// away (section VII): the same fight with the best melee weapon, and the step back.
	melee, meleeName := "", "bare hands"
	if w := bestMelee(m); w != nil {
		melee, meleeName = w.ID, weapons[w.ID].Name
	}
	back := game.Action{ID: actionID(ActFightBack, melee), Label: "Fight, then step back", Key: "W", Cost: oneAP, Needs: game.PickModel,
		Prompt: "Click the zombie to fight",
		Help:   "A fight with " + meleeName + " against a zombie in base contact; if the survivor rolls at least as many successes as the zombie, they then step back up to 1\" directly away from it, as far as there is room (a model or a wall behind them cuts it short)."}
	r.aimAt(st, &back, Attack{Survivor: m.ID, Weapon: melee, Withdraw: 1})
	out = append(out, back)
	if m.ID == "grizz" {
		best := ""
		if w := bestMelee(m); w != nil {
			best = w.ID
		}
		a := game.Action{ID: actionID(ActKnockDown, best), Label: "Knock Down", Help: summaryOf("knock-down"), Key: "K", Cost: oneAP,
			Needs: game.PickModel, Prompt: "Click the zombie to knock down"}
		r.aimAt(st, &a, Attack{Survivor: m.ID, Weapon: best, KnockDown: true})
		out = append(out, a)
	}
	r.preferAttacks(st, m, out)
	return out
}

// preferAttacks says which attack a click on each zombie means: in base contact, the best
// melee weapon (bare hands without one), since a shot there adds Heat for nothing; further
// off, the first gun that reaches it. A zombie no attack reaches is preferred by the first
// gun (or the melee weapon) all the same, so that pointing at it previews the range, sight
// and cover and says why not. Knock Down is never the default: it is Grizz's choice.
func (r *Rules) preferAttacks(st *State, m *Model, acts []game.Action) {
	me, ok := r.bodyOf(st, m.ID)
	if !ok {
		return
	}
	melee := actionID(ActAttack, "")
	if w := bestMelee(m); w != nil {
		melee = actionID(ActAttack, w.ID)
	}
	seen := map[string]bool{}
	prefer := func(id game.ActionID, target string, anyway bool) bool {
		for i := range acts {
			if acts[i].ID == id && (anyway || slices.Contains(acts[i].Targets, target)) {
				acts[i].Prefer = append(acts[i].Prefer, target)
				seen[target] = true
				return true
			}
		}
		return false
	}
	for i := range st.Models {
		t := &st.Models[i]
		if t.IsSurvivor() || !t.OnTable() {
			continue
		}
		it, ok := r.bodyOf(st, t.ID)
		if !ok {
			continue
		}
		if r.table.EdgeDistance(me, it) <= physics.ContactTolerance && prefer(melee, t.ID, false) {
			continue
		}
		gun := melee // the first gun: what pointing at a zombie out of reach previews
		for _, w := range m.Weapons {
			if !weapons[w.ID].Ranged {
				continue
			}
			if gun == melee {
				gun = actionID(ActAttack, w.ID)
			}
			if prefer(actionID(ActAttack, w.ID), t.ID, false) {
				break
			}
		}
		if !seen[t.ID] && !prefer(melee, t.ID, false) {
			prefer(gun, t.ID, true)
		}
	}
}

// aimAt makes an attack's targets the models the rules let cmd reach now; with none, it says
// why the nearest cannot be.
func (r *Rules) aimAt(st *State, a *game.Action, cmd Attack) {
	if why := r.mayAct(st, st.Model(cmd.Survivor), 1); why != "" {
		a.Why = why
		return
	}
	me := st.Model(cmd.Survivor)
	bestD, reason := math.Inf(1), ""
	for i := range st.Models {
		t := &st.Models[i]
		if t.IsSurvivor() || !t.OnTable() {
			continue
		}
		cmd.Target = t.ID
		if _, err := r.try(st, cmd); err == nil {
			a.Targets = append(a.Targets, t.ID)
		} else if d := t.Pos.Dist(me.Pos); d < bestD {
			bestD, reason = d, why(err)
		}
	}
	switch {
	case len(a.Targets) > 0:
		a.Enabled = true
	case reason != "":
		a.Why = reason
	default:
		a.Why = "There is no zombie on the table."
	}
}

// previewAttack says what an attack on the target would be: the line of sight, the cover and
// what gives it, the range and the dice; or why it cannot be made.
func (r *Rules) previewAttack(st *State, cmd Attack) game.Preview {
	var pv game.Preview
	me, ok1 := r.bodyOf(st, cmd.Survivor)
	it, ok2 := r.bodyOf(st, cmd.Target)
	if !ok1 || !ok2 {
		return game.Preview{Text: "Point at a zombie."}
	}
	tb := r.table
	dist := tb.EdgeDistance(me, it)
	from, to, sight := tb.SightLine(me, it, physics.SightOptions{})
	if sight {
		pv.Sight = []physics.Vec{from, to}
		if cover, piece := tb.RangedCover(me, it); cover != physics.CoverNone {
			pv.Cover = (&applyCtx{g: r}).pieceName(piece)
		}
	} else {
		pv.Blocked = true
	}
	n, err := r.try(st, cmd)
	if err != nil {
		pv.Text = why(err)
		if away := fmt.Sprintf("%.1f\" away", dist); !strings.Contains(pv.Text, away) {
			pv.Text = away + " · " + pv.Text // the refusal does not say how far already
		}
		return pv
	}
	pv.OK, pv.Dice = true, n
	words := fmt.Sprintf("%.1f\" away · %s", dist, Plural(n, "die", "dice"))
	if info, ok := weapons[cmd.Weapon]; !ok || !info.Ranged {
		words = "In base contact · " + meleeDiceWords(st, cmd, n)
	} else if pv.Cover != "" {
		words += " · in cover behind " + pv.Cover
	}
	pv.Text = words
	return pv
}

// meleeDiceWords says who rolls how many Fight dice in a fight (an opposed roll, section
// VII): "Leo rolls 3 Fight dice, Shambler 1 rolls 1". n is every die the fight rolls; where
// the split is not the plain one (a skill rolling more), the total is said instead.
func meleeDiceWords(st *State, cmd Attack, n int) string {
	me, it := st.Model(cmd.Survivor), st.Model(cmd.Target)
	var w *WeaponState
	for i := range me.Weapons {
		if me.Weapons[i].ID == cmd.Weapon {
			w = &me.Weapons[i]
		}
	}
	mine, theirs := fightDice(me, w), fightDice(it, nil)
	if mine+theirs != n {
		return Plural(n, "Fight die", "Fight dice") + " rolled in all, both sides together"
	}
	return fmt.Sprintf("%s rolls %s, %s rolls %d", name(me), Plural(mine, "Fight die", "Fight dice"), NameOf(it.ID), theirs)
}
