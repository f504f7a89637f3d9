package conformance

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// player plays random legal commands from the session's own action lists, leaning towards
// the kinds of action it has taken least, so that its games reach every kind.
type player struct {
	t        *testing.T
	rs       game.Ruleset
	g        game.Session
	rnd      *rand.Rand
	computer bool
	// refusals counts refused commands; applied those applied.
	refusals, applied int
	// cov is what the action lists offered and what was taken from them.
	cov *coverage
	// goals are the places of interest the models are walking to, by model: a drop far away
	// takes several moves to reach.
	goals map[string]physics.Vec
	// light plays without checking refusals, events and views (the same-seed game, which
	// compares two games' hashes: the first game checked the rest).
	light bool
}

// newPlayer is a player of g whose random choices come from seed and stream.
func newPlayer(t *testing.T, rs game.Ruleset, g game.Session, seed, stream uint64, computer bool, cov *coverage) *player {
	if cov == nil {
		cov = newCoverage(false, nil)
	}
	return &player{t: t, rs: rs, g: g, rnd: rand.New(rand.NewPCG(seed, stream)), computer: computer, cov: cov, goals: map[string]physics.Vec{}}
}

func (p *player) play(maxCommands int) {
	for step := 0; step < maxCommands; step++ {
		if out, over := p.g.Outcome(); over {
			if len(p.g.Turn()) != 0 {
				p.t.Errorf("the game is over but Turn still names %v", p.g.Turn())
			}
			p.t.Logf("%d commands applied, %d refused: %v", p.applied, p.refusals, out)
			return
		}
		p.step(step)
	}
	if _, over := p.g.Outcome(); !over {
		p.t.Fatalf("no outcome after %d commands (%d refused); status %q", maxCommands, p.refusals, p.g.View(game.Host).Status)
	}
}

func (p *player) step(step int) {
	turn := p.g.Turn()
	if len(turn) == 0 {
		p.t.Fatalf("step %d: the game is not over but no seat may act", step)
	}
	seat := turn[p.rnd.IntN(len(turn))]
	fresh := p.checkActions(seat)
	if p.rnd.IntN(10) == 0 && !p.light {
		p.tryBroken(seat)
		if _, over := p.g.Outcome(); over {
			return // an empty command may be a legal one (end the turn), and may end the game
		}
	}
	if len(fresh) > 0 && p.cov.record && p.take(seat, fresh) {
		return // the first of its kind: taken before the computer may do something else
	}
	if p.computer && p.rnd.IntN(4) != 0 {
		if pl, ok := p.rs.Computer(seat); ok {
			if cmd, ok := pl.Next(p.g, seat); ok && p.apply(seat, cmd) {
				return
			}
		}
	}
	if p.rnd.IntN(8) != 0 && p.randomAction(seat) {
		return
	}
	fs, cmd, ok := p.g.Fallback()
	if !ok {
		p.t.Fatalf("step %d: the game is not over but has no fallback", step)
	}
	if !p.apply(fs, cmd) {
		p.t.Fatalf("step %d: the fallback %s for %s is refused", step, cmd.CommandType(), fs)
	}
}

// models are "" (nothing picked), one of seat's own models and one model of any side,
// chosen at random (every model at every step costs minutes over a game, and random models
// reach them all).
func (p *player) models(seat game.SeatID) []string {
	var own, all []string
	for _, tk := range p.g.View(seat).Tokens {
		all = append(all, tk.ID)
		if tk.Side == seat && !tk.Fallen {
			own = append(own, tk.ID)
		}
	}
	ids := []string{""}
	if len(own) > 0 {
		ids = append(ids, own[p.rnd.IntN(len(own))])
	}
	if len(all) > 0 {
		ids = append(ids, all[p.rnd.IntN(len(all))])
	}
	return ids
}

// checkActions checks that the action lists agree with Turn and explain what they refuse:
// each seat's with the models of models picked. It returns the enabled actions of seat's of a kind no game has taken yet.
func (p *player) checkActions(seat game.SeatID) []candidate {
	var fresh []candidate
	for _, other := range p.g.Seats() {
		inTurn := false
		for _, s := range p.g.Turn() {
			inTurn = inTurn || s == other.ID
		}
		for _, m := range p.models(other.ID) {
			for _, a := range p.g.Actions(other.ID, m) {
				if a.Enabled && !inTurn {
					p.t.Fatalf("%s may %s with %q although it is not in Turn %v", other.ID, a.ID, m, p.g.Turn())
				}
				if a.Enabled {
					p.cov.offer(a.ID)
					if other.ID == seat && p.cov.fresh(a.ID) {
						fresh = append(fresh, candidate{m, a})
					}
				}
				if !a.Enabled && strings.TrimSpace(a.Why) == "" {
					p.t.Fatalf("%s's action %s for %q is disabled without a reason", other.ID, a.ID, m)
				}
				if isFault(a.Why) {
					p.t.Fatalf("%s's action %s for %q is disabled by a panic in the rules: %s", other.ID, a.ID, m, a.Why)
				}
				if a.Label == "" {
					p.t.Fatalf("%s's action %s has no label", other.ID, a.ID)
				}
			}
		}
	}
	return fresh
}

// candidate is an enabled action for a model of the seat's.
type candidate struct {
	model  string
	action game.Action
}

// randomAction builds and applies one enabled action, chosen among those of the seat with
// nothing picked and with a few of its models picked (its own first); false if none was
// applied.
func (p *player) randomAction(seat game.SeatID) bool {
	var cands []candidate
	for _, m := range p.someModels(seat) {
		for _, a := range p.g.Actions(seat, m) {
			if a.Enabled {
				p.cov.offer(a.ID)
				cands = append(cands, candidate{m, a})
			}
		}
	}
	return p.take(seat, cands)
}

// take builds and applies one of the candidates, chosen by pick, trying up to six; false if
// none was applied.
func (p *player) take(seat game.SeatID, cands []candidate) bool {
	cands = slices.Clone(cands)
	for try := 0; try < 6 && len(cands) > 0; try++ {
		i := p.pick(cands)
		c := cands[i]
		cands = slices.Delete(cands, i, i+1)
		picks := p.picks(c.action, c.model)
		if pv := p.g.Preview(seat, c.model, c.action.ID, picks); isFault(pv.Text) {
			p.t.Fatalf("the preview of %s for %q panics in the rules: %s", c.action.ID, c.model, pv.Text)
		}
		cmd, err := p.g.Build(seat, c.model, c.action.ID, picks)
		if err != nil {
			continue
		}
		if p.apply(seat, cmd) {
			p.cov.take(c.action.ID)
			return true
		}
	}
	return false
}

// someModels are "" (nothing picked), up to three of the seat's own models and two others,
// chosen at random.
func (p *player) someModels(seat game.SeatID) []string {
	var own, others []string
	for _, tk := range p.g.View(seat).Tokens {
		if tk.Fallen {
			continue
		}
		if tk.Side == seat {
			own = append(own, tk.ID)
		} else {
			others = append(others, tk.ID)
		}
	}
	shuffle := func(ids []string) { p.rnd.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] }) }
	shuffle(own)
	shuffle(others)
	out := append([]string{""}, own[:min(len(own), 3)]...)
	return append(out, others[:min(len(others), 2)]...)
}

// pick chooses among the candidates: the first of a kind if there is one (coverage.fresh),
// else two times in three one of the kinds taken least so far (and of those, the action
// taken least), else any.
func (p *player) pick(cands []candidate) int {
	var fresh []int
	for i, c := range cands {
		if p.cov.fresh(c.action.ID) {
			fresh = append(fresh, i)
		}
	}
	if len(fresh) > 0 {
		return fresh[p.rnd.IntN(len(fresh))]
	}
	if p.rnd.IntN(3) == 0 {
		return p.rnd.IntN(len(cands))
	}
	var best []int
	bestKind, bestID := -1, -1
	for i, c := range cands {
		k, id := p.cov.kindCount(c.action.ID), p.cov.taken[c.action.ID]
		switch {
		case bestKind < 0 || k < bestKind || (k == bestKind && id < bestID):
			best, bestKind, bestID = []int{i}, k, id
		case k == bestKind && id == bestID:
			best = append(best, i)
		}
	}
	return best[p.rnd.IntN(len(best))]
}

func (p *player) picks(a game.Action, model string) game.Picks {
	var pk game.Picks
	switch a.Needs {
	case game.PickModel, game.PickPlace:
		if len(a.Targets) > 0 {
			pk.Target = a.Targets[p.rnd.IntN(len(a.Targets))]
		}
	case game.PickChoice:
		if len(a.Choices) > 0 {
			pk.Choice = a.Choices[p.rnd.IntN(len(a.Choices))].ID
		}
	case game.PickChoices:
		pk.Chosen = game.SomeChoices(a.Choices, p.rnd)
	case game.PickPoint:
		to := p.point(a, model)
		pk.To = &to
	}
	return pk
}

// point is a point for a point pick: one of the spots the action lists; the place of
// interest the model is walking to, or a new one; a point near the model; or anywhere.
func (p *player) point(a game.Action, model string) physics.Vec {
	if len(a.Spots) > 0 && p.rnd.IntN(2) == 0 {
		return a.Spots[p.rnd.IntN(len(a.Spots))]
	}
	if p.rnd.IntN(2) == 0 {
		if g, ok := p.goals[model]; ok && p.rnd.IntN(3) != 0 {
			return g
		}
		if g, ok := p.placeOfInterest(model); ok {
			p.goals[model] = g
			return g
		}
	}
	return p.randomPoint(model)
}

// placeOfInterest is a place a model may want to reach: another model (a drop on it means
// base contact; one that is down, most often), a marker, or one of the scenario's search locations, objectives, doors,
// ways up and spawn points.
func (p *player) placeOfInterest(model string) (physics.Vec, bool) {
	var places, down []physics.Vec
	v := p.g.View(game.Host)
	for _, tk := range v.Tokens {
		if tk.ID != model && !tk.Fallen {
			places = append(places, tk.Body.Pos)
			if tk.Down {
				down = append(down, tk.Body.Pos)
			}
		}
	}
	if len(down) > 0 && p.rnd.IntN(2) == 0 {
		return down[p.rnd.IntN(len(down))], true // a model down: to revive, or to finish
	}
	for _, mk := range v.Markers {
		places = append(places, mk.At)
	}
	s := p.g.Scenario()
	for _, l := range s.SearchLocations {
		places = append(places, l.At)
	}
	for _, o := range s.Objectives {
		places = append(places, o.At)
	}
	for _, d := range s.Doors() {
		places = append(places, d.Centre)
	}
	for _, t := range s.Terrain {
		for _, a := range t.Access {
			places = append(places, a.At)
		}
	}
	for _, sp := range s.SpawnPoints {
		places = append(places, sp.At)
	}
	if len(places) == 0 {
		return physics.Vec{}, false
	}
	return places[p.rnd.IntN(len(places))], true
}

// randomPoint is a point near the model (within 8") or anywhere on the table.
func (p *player) randomPoint(model string) physics.Vec {
	s := p.g.Scenario()
	for _, tk := range p.g.View(game.Host).Tokens {
		if tk.ID == model && p.rnd.IntN(4) != 0 {
			return physics.Vec{X: tk.Body.Pos.X + (p.rnd.Float64()*2-1)*8, Y: tk.Body.Pos.Y + (p.rnd.Float64()*2-1)*8}
		}
	}
	return physics.Vec{X: p.rnd.Float64() * s.Width, Y: p.rnd.Float64() * s.Height}
}

// apply applies cmd for seat (as that seat, not Host: seats must be enforced), checking
// that a refusal changes nothing; true if it was applied.
func (p *player) apply(seat game.SeatID, cmd game.Command) bool {
	var before string
	if !p.light {
		before = snapshot(p.g)
	}
	evs, err := p.g.Apply(seat, game.Entry{Cmd: cmd})
	var fault *game.RulesFault
	if errors.As(err, &fault) {
		p.t.Fatalf("%s: %v\n%s", cmd.CommandType(), fault, fault.Stack)
	}
	if err != nil {
		p.refusals++
		if !p.light {
			if after := snapshot(p.g); after != before {
				p.t.Fatalf("refused %s (%v) changed the game:\nbefore %s\nafter  %s", cmd.CommandType(), err, before, after)
			}
		}
		return false
	}
	p.applied++
	if p.light {
		return true
	}
	checkEvents(p.t, p.g, evs)
	if p.applied%sharedViewsEvery == 0 {
		checkSharedViews(p.t, p.g)
	}
	return true
}

// tryBroken sends commands that must be refused: another seat's, and one of every type with
// its fields emptied, and checks nothing changes.
func (p *player) tryBroken(seat game.SeatID) {
	// The state's hash after each try, and every seat's view after them all: a refusal must
	// leave both as they were. (Every view after every try made this most of a conformance
	// run's time; a view a refusal changed stays changed until the end, where it shows.)
	before, hash := snapshot(p.g), p.g.Hash()
	for _, other := range p.g.Seats() {
		if other.ID == seat {
			continue
		}
		if fs, cmd, ok := p.g.Fallback(); ok && fs != other.ID {
			if _, err := p.g.Apply(other.ID, game.Entry{Cmd: cmd}); err == nil {
				p.t.Fatalf("%s gave %s's command %s and it was applied", other.ID, fs, cmd.CommandType())
			}
			if p.g.Hash() != hash {
				p.t.Fatalf("a refused command of another seat changed the game")
			}
		}
	}
	if tc, ok := p.g.Codec().(interface{ Types() []string }); ok {
		for _, typ := range tc.Types() {
			e, err := p.g.Codec().Decode([]byte(`{"type":"` + typ + `"}`))
			if err != nil {
				continue
			}
			_, err = p.g.Apply(seat, e)
			var fault *game.RulesFault
			if errors.As(err, &fault) {
				p.t.Fatalf("an empty %s command: %v\n%s", typ, fault, fault.Stack)
			}
			if err == nil {
				// An empty command the rules took moved the game on: what follows is
				// measured against the game after it.
				before, hash = snapshot(p.g), p.g.Hash()
				continue
			}
			if p.g.Hash() != hash {
				p.t.Fatalf("a refused empty %s command changed the game", typ)
			}
		}
	}
	if after := snapshot(p.g); after != before {
		p.t.Fatalf("refused commands changed what a seat sees:\nbefore %s\nafter  %s", before, after)
	}
}

// propose picks a command the way play does, without applying it.
func (p *player) propose() (game.SeatID, game.Command, bool) {
	turn := p.g.Turn()
	if len(turn) == 0 {
		return "", nil, false
	}
	seat := turn[p.rnd.IntN(len(turn))]
	if p.computer {
		if pl, ok := p.rs.Computer(seat); ok {
			if cmd, ok := pl.Next(p.g, seat); ok {
				return seat, cmd, true
			}
		}
	}
	models := p.models(seat)
	m := models[p.rnd.IntN(len(models))]
	for _, a := range p.g.Actions(seat, m) {
		if a.Enabled && p.rnd.IntN(2) == 0 {
			if cmd, err := p.g.Build(seat, m, a.ID, p.picks(a, m)); err == nil {
				return seat, cmd, true
			}
		}
	}
	fs, cmd, ok := p.g.Fallback()
	return fs, cmd, ok
}

// isFault reports whether a reason or a preview's text is a panic in the rules that a trial
// turned into words (a *game.RulesFault's), not a refusal the rules meant.
func isFault(text string) bool {
	return strings.Contains(strings.ToLower(text), "the rules failed")
}
