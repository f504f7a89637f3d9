package table

import (
	"fmt"
	"math"
	"slices"
	"strings"
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
// have acted again and it has been seen for a while, then fades. A model has one mark at a
// time: a newer outcome replaces its mark, and wounds add up on it ("Janet −6 hit points"),
// so that a run of the computer's turns under fast-forward leaves one line a model, not a
// tower of them.

// outcomeMark is one mark on the table.
type outcomeMark struct {
	at    physics.Vec
	model string // the model still standing there ("" for none: it fell)
	about string // the model the mark is about, standing or fallen ("" for a place)
	kind  render.OutcomeKind
	words string // on the mark: "Walker 3 taken out"
	// lost is what a wound mark's model lost in all, in the view's unit of health.
	lost int
	tip  string // the events' words about it, for the tip
	born time.Time
	// acted is how many commands the players had sent when the mark was made: it fades only
	// once they have sent another (they have had their turn to see it), or once the game has
	// changed markCommands times past played (p.version; the players at the screen have no turn
	// coming: their models are gone, or the computer plays on for them).
	acted, played int
	// fading is when the mark began to fade (zero: not yet).
	fading time.Time
}

// How long marks last: at least markSeen, then they fade over markFade; at most maxMarks
// are kept.
const (
	markSeen = 5 * time.Second
	markFade = time.Second
	maxMarks = 40
	// markCommands is how many commands a mark outlasts when the players at the screen send
	// none: a Zombie Marines turn of sixty zombies, and more.
	markCommands = 200
)

// markOutcomes compares one seat's view before a command with its view after it and marks
// what happened.
func (p *Table) markOutcomes(before, after game.View, evs []game.Event) {
	now := time.Now()
	add := func(at physics.Vec, k render.OutcomeKind, words, model string) {
		m := outcomeMark{at: at, about: model, kind: k, words: words, tip: eventWords(evs, model), born: now, acted: p.acted, played: p.version}
		if k != render.OutcomeFall {
			m.model = model
		}
		p.replaceMark(m)
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
			add(t.Body.Pos, render.OutcomeDown, t.Name+" is "+downWords(after.States, t.Kind == "survivor"), t.ID)
			p.tellPlayer(t, t.Name+" is "+downWords(after.States, t.Kind == "survivor"))
		case old.Down && !t.Down:
			// Up again: its mark of going down no longer says how it stands (a play-test read
			// "is knocked down" beside a zombie that had stood up).
			p.marks = slices.DeleteFunc(p.marks, func(k outcomeMark) bool { return k.model == t.ID && k.kind == render.OutcomeDown })
		case t.Wounds < old.Wounds && t.MaxWounds > 0:
			unit := after.Health
			if unit == "" {
				unit = "wound"
			}
			lost := old.Wounds - t.Wounds
			if prev := p.liveMark(t.ID); prev != nil && prev.kind == render.OutcomeHit {
				lost += prev.lost
			}
			add(t.Body.Pos, render.OutcomeHit, fmt.Sprintf("%s −%s", t.Name, game.Plural(lost, unit, unit+"s")), t.ID)
			if m := p.liveMark(t.ID); m != nil {
				m.lost = lost
			}
		}
	}
	for _, t := range before.Tokens { // those left in was are gone from the table
		if old, gone := was[t.ID]; gone {
			if words, ok := leftAlive(t.ID, evs); ok {
				if words == "" || len(words) > 40 {
					words = old.Name + " leaves the table"
				}
				add(lastPlace(old, evs), render.OutcomeLeave, words, old.ID)
			} else {
				add(lastPlace(old, evs), render.OutcomeFall, old.Name+" taken out", old.ID)
				p.tellPlayer(old, old.Name+" is taken out")
			}
		}
	}
	p.markMarkers(before.Markers, after.Markers, add)
	if len(p.marks) > maxMarks {
		p.marks = p.marks[len(p.marks)-maxMarks:]
	}
}

// tellPlayer puts news over the table when a player's model (Kind "survivor") that a person
// at this screen plays goes down or falls: a mark alone is easy to miss while the computer
// plays on.
func (p *Table) tellPlayer(t game.Token, words string) {
	if _, computer := p.computers[t.Side]; computer || t.Side == "" || t.Kind != "survivor" || p.remote() != nil && t.Side != p.seat {
		return
	}
	if !slices.ContainsFunc(p.Game.Seats(), func(s game.SeatSpec) bool { return s.ID == t.Side }) {
		return
	}
	p.news, p.newsLeft = words, newsFrames
}

// downWords is what a model that goes down is, in its game's words: the first clause of
// its key's line ("dead", "pinned", "knocked down"), else "down".
func downWords(w game.TokenStates, survivor bool) string {
	first, _, _ := strings.Cut(stateWords(w, survivor), ":")
	if first = strings.TrimSpace(first); first == "" {
		return "down"
	}
	return strings.ToLower(first[:1]) + first[1:]
}

// liveMark is the mark about model id that has not begun to fade, or nil.
func (p *Table) liveMark(id string) *outcomeMark {
	for i := range p.marks {
		if m := &p.marks[i]; id != "" && m.about == id && m.fading.IsZero() {
			return m
		}
	}
	return nil
}

// replaceMark adds m, in place of the mark about the same model that has not begun to fade
// (the newest outcome says it; marks about places are all kept).
func (p *Table) replaceMark(m outcomeMark) {
	if m.about != "" {
		kept := p.marks[:0]
		for _, o := range p.marks {
			if o.about != m.about || !o.fading.IsZero() {
				kept = append(kept, o)
			}
		}
		p.marks = kept
	}
	p.marks = append(p.marks, m)
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

// leftAlive reports whether the events say that model id left the table alive (game.EvLeave),
// with their words for it ("Brute 5 starts up the stairwell").
func leftAlive(id string, evs []game.Event) (string, bool) {
	for _, e := range evs {
		if e.Type == game.EvLeave && e.Model == id {
			return e.Text, true
		}
	}
	return "", false
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
		if m.fading.IsZero() && (p.acted > m.acted || p.version-m.played >= markCommands) && now.Sub(m.born) >= markSeen {
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
// it stands now), their words where markWords puts them, over every ring.
func (p *Table) drawMarks(cv *ebitenrender.Canvas, now time.Time) {
	places := p.markWords()
	opacity := func(m outcomeMark) float64 {
		if m.fading.IsZero() {
			return 1
		}
		return 1 - float64(now.Sub(m.fading))/float64(markFade)
	}
	for i, w := range places { // every ring first, then every mark's words over them
		render.DrawOutcome(cv, w.at, p.marks[i].kind, "", w.radius, w.words, opacity(p.marks[i]))
	}
	for i, w := range places {
		render.DrawOutcomeWords(cv, w.at, p.marks[i].kind, w.text, w.radius, w.words, opacity(p.marks[i]))
	}
}

// markPlace is where a mark is drawn: round the model (its radius), and its words lifted
// away from the ring, above it or below, and moved sideways to stay in the view; x0, x1 and
// cy are the words' box in screen pixels.
type markPlace struct {
	at         physics.Vec
	radius     float64
	text       string // the words drawn: the mark's own, a crowd's, or none
	words      render.OutcomeWords
	x0, x1, cy float64
}

// markWords places each mark's words, in the marks' order, so that none overlaps another
// and, where a place within a few lines of the ring allows, none covers a model: above the
// ring, or below it (where stacking them above would take them past the window's top: a
// model at the table's far edge, or many marks at once under fast-forward), and moved
// sideways where they would reach under the panel or past the window's left side.
func (p *Table) markWords() []markPlace {
	const h = render.OutcomeLabelHeight
	placed := make([]markPlace, 0, len(p.marks))
	texts := p.markTexts()
	discs := p.modelDiscs()
	for i, m := range p.marks {
		at, radius := m.at, 0.0
		if t, ok := p.token(m.model); ok && m.model != "" {
			at, radius = t.Body.Pos, t.Body.Base.BoundingRadius()
		}
		x, y := p.cam.ToScreen(at)
		if texts[i] == "" {
			placed = append(placed, markPlace{at: at, radius: radius, x0: x, x1: x, cy: math.Inf(1)})
			continue
		}
		ring := render.OutcomeRingRadius(radius * p.cam.Scale)
		half := render.OutcomeLabelWidth(texts[i]) / 2
		shift := 0.0 // the words kept within the view, 2 px from either side
		if right := float64(p.tableW) - 2; x+half > right {
			shift = right - (x + half)
		}
		if x+shift-half < 2 {
			shift = 2 - (x - half)
		}
		x += shift
		centre := func(below bool, lift float64) float64 {
			if below {
				return y + ring + 12 + lift
			}
			return y - ring - 12 - lift
		}
		fit := func(below bool, lift float64) float64 { // the least lift from lift at which the words overlap none placed
			for moved := true; moved; {
				moved = false
				for _, l := range placed {
					if x-half < l.x1 && x+half > l.x0 && math.Abs(centre(below, lift)-l.cy) < h {
						lift, moved = lift+h, true
					}
				}
			}
			return lift
		}
		inView := func(below bool, lift float64) bool {
			c := centre(below, lift)
			return c-h/2 >= 0 && c+h/2 <= float64(p.tableH)
		}
		covers := func(below bool, lift float64) bool { // the words over a model other than the mark's
			c := centre(below, lift)
			for _, d := range discs {
				if d.id != m.model && rectMeetsDisc(x-half, c-h/2, x+half, c+h/2, d.x, d.y, d.r) {
					return true
				}
			}
			return false
		}
		below := centre(false, 0)-h/2 < 0
		lift := fit(below, 0)
		if !below && centre(false, lift)-h/2 < 0 {
			below, lift = true, fit(true, 0)
		}
		if covers(below, lift) { // a place a little farther that covers no model, if any
		search:
			for step := 0; step <= markWordsReach; step++ {
				for _, side := range [2]bool{below, !below} {
					if l := fit(side, float64(step)*h); inView(side, l) && !covers(side, l) {
						below, lift = side, l
						break search
					}
				}
			}
		}
		placed = append(placed, markPlace{at: at, radius: radius, text: texts[i], words: render.OutcomeWords{Lift: lift, Shift: shift, Below: below},
			x0: x - half, x1: x + half, cy: centre(below, lift)})
	}
	return placed
}

// markWordsReach is how many lines beyond its nearest free place a mark's words may move to
// keep off the models.
const markWordsReach = 3

// screenDisc is a model's base on the screen, in pixels.
type screenDisc struct {
	id      string
	x, y, r float64
}

// modelDiscs are the bases of the models on the table, on the screen.
func (p *Table) modelDiscs() []screenDisc {
	out := make([]screenDisc, 0, len(p.view.Tokens))
	for _, t := range p.view.Tokens {
		x, y := p.cam.ToScreen(t.Body.Pos)
		out = append(out, screenDisc{id: t.ID, x: x, y: y, r: t.Body.Base.BoundingRadius() * p.cam.Scale})
	}
	return out
}

// rectMeetsDisc reports whether the rectangle x0,y0–x1,y1 and the disc at x,y of radius r
// overlap.
func rectMeetsDisc(x0, y0, x1, y1, x, y, r float64) bool {
	dx := x - max(x0, min(x, x1))
	dy := y - max(y0, min(y, y1))
	return dx*dx+dy*dy < r*r
}

// crowdReach is how near, in pixels, marks of the same kind are a crowd that one line names.
const crowdReach = 60

// markTexts are the words each mark shows. Three or more falls, or arrivals, within
// crowdReach of each other share one line on the newest ("7 zombies taken out"), and the
// others show their rings alone (each ring's tip still names its model).
func (p *Table) markTexts() []string {
	texts := make([]string, len(p.marks))
	type crowd struct {
		x, y    float64
		kind    render.OutcomeKind
		members []int
	}
	var crowds []crowd
	for i, m := range p.marks {
		texts[i] = m.words
		if m.about == "" || (m.kind != render.OutcomeFall && m.kind != render.OutcomeArrive) {
			continue
		}
		x, y := p.cam.ToScreen(m.at)
		joined := false
		for c := range crowds {
			if crowds[c].kind == m.kind && math.Hypot(crowds[c].x-x, crowds[c].y-y) <= crowdReach {
				crowds[c].members = append(crowds[c].members, i)
				joined = true
				break
			}
		}
		if !joined {
			crowds = append(crowds, crowd{x: x, y: y, kind: m.kind, members: []int{i}})
		}
	}
	for _, c := range crowds {
		if len(c.members) < 3 {
			continue
		}
		verb := " taken out"
		if c.kind == render.OutcomeArrive {
			verb = " arrive"
		}
		noun := ""
		for _, i := range c.members {
			texts[i] = ""
			n := strings.TrimRight(strings.TrimSuffix(strings.TrimSuffix(p.marks[i].words, " taken out"), " arrives"), "0123456789 ")
			if noun == "" {
				noun = n
			} else if noun != n {
				noun = "model"
			}
		}
		texts[c.members[len(c.members)-1]] = fmt.Sprintf("%d %ss%s", len(c.members), strings.ToLower(noun), verb)
	}
	return texts
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
