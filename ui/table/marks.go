package table

import (
	"fmt"
	"math"
	"time"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
)

// Outcomes are never silent: where a model falls, is knocked down or wounded, arrives, or a
// place is searched, the table leaves a mark with a few words, worked out from the seat's
// view before and after each command (so every game gets them, online too) and from the
// events' words for the tip. A mark stays while the computer plays on, until the players
// have acted again and it has been seen for a while, then fades.

// outcomeMark is one mark on the table.
type outcomeMark struct {
	at    physics.Vec
	model string // the model still standing there ("" for none: it fell)
	kind  render.OutcomeKind
	words string // on the mark: "Walker 3 taken out"
	tip   string // the events' words about it, for the tip
	born  time.Time
	// acted is how many commands the players had sent when the mark was made: it fades only
	// once they have sent another (they have had their turn to see it).
	acted int
	// fading is when the mark began to fade (zero: not yet).
	fading time.Time
}

// How long marks last: at least markSeen, then they fade over markFade; at most maxMarks
// are kept.
const (
	markSeen = 5 * time.Second
	markFade = time.Second
	maxMarks = 40
)

// markOutcomes compares one seat's view before a command with its view after it and marks
// what happened.
func (p *Table) markOutcomes(before, after game.View, evs []game.Event) {
	now := time.Now()
	add := func(at physics.Vec, k render.OutcomeKind, words, model string) {
		m := outcomeMark{at: at, kind: k, words: words, tip: eventWords(evs, model), born: now, acted: p.acted}
		if k != render.OutcomeFall {
			m.model = model
		}
		p.marks = append(p.marks, m)
	}
	was := map[string]game.Token{}
	for _, t := range before.Tokens {
		if !t.Fallen {
			was[t.ID] = t
		}
	}
	for _, t := range after.Tokens {
		if t.Fallen {
			continue
		}
		old, ok := was[t.ID]
		delete(was, t.ID)
		switch {
		case !ok:
			add(t.Body.Pos, render.OutcomeArrive, t.Name+" arrives", t.ID)
		case t.Down && !old.Down:
			add(t.Body.Pos, render.OutcomeDown, t.Name+" is down", t.ID)
		case t.Wounds < old.Wounds && t.MaxWounds > 0:
			unit := after.Health
			if unit == "" {
				unit = "wound"
			}
			add(t.Body.Pos, render.OutcomeHit, fmt.Sprintf("%s −%s", t.Name, game.Plural(old.Wounds-t.Wounds, unit, unit+"s")), t.ID)
		}
	}
	for _, t := range before.Tokens { // those left in was are gone from the table
		if old, gone := was[t.ID]; gone {
			add(lastPlace(old, evs), render.OutcomeFall, old.Name+" taken out", old.ID)
		}
	}
	p.markMarkers(before.Markers, after.Markers, add)
	if len(p.marks) > maxMarks {
		p.marks = p.marks[len(p.marks)-maxMarks:]
	}
}

// markMarkers marks a place searched (its marker used, or a searched token laid) and
// supplies picked up (a pile gone or smaller).
func (p *Table) markMarkers(before, after []game.Marker, add func(physics.Vec, render.OutcomeKind, string, string)) {
	was := map[string]game.Marker{}
	for _, m := range before {
		was[m.ID] = m
	}
	for _, m := range after {
		old, ok := was[m.ID]
		delete(was, m.ID)
		switch {
		case m.Kind == "search" && m.Used && (!ok || !old.Used):
			add(m.At, render.OutcomeSearch, "Searched", "")
		case m.Kind == "supplies" && ok && m.Count < old.Count:
			add(m.At, render.OutcomeSearch, "Picked up", "")
		}
	}
	for _, m := range before {
		if _, gone := was[m.ID]; gone && m.Kind == "supplies" {
			add(m.At, render.OutcomeSearch, "Picked up", "")
		}
	}
}

// lastPlace is where a model was last: the end of its last move among the events, else
// where the view had it.
func lastPlace(t game.Token, evs []game.Event) physics.Vec {
	at := t.Body.Pos
	for _, e := range evs {
		if e.Type == game.EvMove && e.Model == t.ID && len(e.Path) > 0 {
			at = e.Path[len(e.Path)-1]
		}
	}
	return at
}

// eventWords are the events' words about a model (or all of them, for ""), for a mark's tip.
func eventWords(evs []game.Event, model string) string {
	s := ""
	for _, e := range evs {
		if e.Text == "" || e.Type == game.EvMove || model != "" && e.Model != model && e.Target != model {
			continue
		}
		if s != "" {
			s += " · "
		}
		s += e.Text
	}
	return s
}

// ageMarks starts fading the marks the players have seen long enough, and drops the faded.
func (p *Table) ageMarks(now time.Time) {
	kept := p.marks[:0]
	for _, m := range p.marks {
		if m.fading.IsZero() && p.acted > m.acted && now.Sub(m.born) >= markSeen {
			m.fading = now
		}
		if !m.fading.IsZero() && now.Sub(m.fading) >= markFade {
			continue
		}
		kept = append(kept, m)
	}
	p.marks = kept
}

// marksFading reports whether a mark is fading now (the window draws every frame meanwhile).
func (p *Table) marksFading() bool {
	for _, m := range p.marks {
		if !m.fading.IsZero() {
			return true
		}
	}
	return false
}

// drawMarks draws the marks, the newest on top, round the model still standing there (as
// it stands now); the words of marks side by side are stacked so that none hides another.
func (p *Table) drawMarks(cv *ebitenrender.Canvas, now time.Time) {
	type label struct{ x0, x1, y, lift float64 }
	var placed []label
	for _, m := range p.marks {
		opacity := 1.0
		if !m.fading.IsZero() {
			opacity = 1 - float64(now.Sub(m.fading))/float64(markFade)
		}
		at, radius := m.at, 0.0
		if t, ok := p.token(m.model); ok && m.model != "" {
			at, radius = t.Body.Pos, t.Body.Base.BoundingRadius()
		}
		// Lift the words above any placed near them, in screen pixels; below the ring when
		// they would go past the window's top (a model at the table's far edge).
		x, y := p.cam.ToScreen(at)
		ring := render.OutcomeRingRadius(radius * p.cam.Scale)
		half := render.OutcomeLabelWidth(m.words) / 2
		lift, sign := 0.0, 1.0
		below := y-ring-12-render.OutcomeLabelHeight/2 < 0
		if below {
			sign = -1
		}
		for moved := true; moved; {
			moved = false
			for _, l := range placed {
				if x-half < l.x1 && x+half > l.x0 && math.Abs((y-sign*lift)-(l.y-l.lift)) < render.OutcomeLabelHeight {
					lift, moved = lift+render.OutcomeLabelHeight, true
				}
			}
		}
		placed = append(placed, label{x0: x - half, x1: x + half, y: y, lift: sign * lift})
		render.DrawOutcome(cv, at, m.kind, m.words, radius, lift, opacity, below)
	}
}

// markAt returns the mark whose ring holds the table point, the newest first.
func (p *Table) markAt(pt physics.Vec) (outcomeMark, bool) {
	for i := len(p.marks) - 1; i >= 0; i-- {
		at := p.marks[i].at
		if t, ok := p.token(p.marks[i].model); ok && p.marks[i].model != "" {
			at = t.Body.Pos
		}
		if at.Dist(pt) <= 16/p.cam.Scale {
			return p.marks[i], true
		}
	}
	return outcomeMark{}, false
}
