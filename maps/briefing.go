package maps

import (
	"strings"

	"github.com/tidwall/gjson"
)

// Briefing is what players read before a game: the story, how each side wins, the scenario's
// special rules and some advice. All of it is optional; a scenario without a briefing has the
// zero Briefing (Empty reports it).
type Briefing struct {
	Story        string
	SurvivorsWin string
	DirectorWins string
	// Basics are the game's own rules in brief, for a player who has not read them: a
	// round, the dice. SpecialRules are the scenario's.
	Basics       []BriefingRule
	SpecialRules []BriefingRule
	Tips         []string
}

// BriefingRule is one special rule as the briefing puts it.
type BriefingRule struct {
	Name, Text string
}

// Empty reports whether the scenario has no briefing.
func (b *Briefing) Empty() bool {
	return b.Story == "" && b.SurvivorsWin == "" && b.DirectorWins == "" && len(b.Basics) == 0 && len(b.SpecialRules) == 0 && len(b.Tips) == 0
}

// Limits on a briefing's text, so that it fits the screens that show it.
const (
	MaxBriefingText  = 1000 // characters in any one text
	MaxBriefingItems = 12   // basics, special rules, and tips
)

// briefing reads the optional "briefing" object.
func (r *reader) briefing(o obj) Briefing {
	var b Briefing
	v, ok := o.fields["briefing"]
	if !ok {
		return b
	}
	bo, ok := r.object(v, "briefing", "story", "survivorsWin", "directorWins", "basics", "specialRules", "tips")
	if !ok {
		return b
	}
	b.Story = r.briefingText(bo, "story", false)
	b.SurvivorsWin = r.briefingText(bo, "survivorsWin", false)
	b.DirectorWins = r.briefingText(bo, "directorWins", false)
	b.Basics = r.briefingRules(bo, "basics")
	b.SpecialRules = r.briefingRules(bo, "specialRules")
	for i, tv := range r.briefingList(bo, "tips") {
		path := index("briefing.tips", i)
		if tv.Type != gjson.String {
			r.add(path, "should be text, found %s", describe(tv))
			continue
		}
		if r.checkText(path, tv.Str) {
			b.Tips = append(b.Tips, tv.Str)
		}
	}
	return b
}

// briefingRules reads a list of rules, each with its name and its text.
func (r *reader) briefingRules(o obj, key string) []BriefingRule {
	var out []BriefingRule
	for i, rv := range r.briefingList(o, key) {
		ro, ok := r.object(rv, index("briefing."+key, i), "name", "text")
		if !ok {
			continue
		}
		out = append(out, BriefingRule{Name: r.briefingText(ro, "name", true), Text: r.briefingText(ro, "text", true)})
	}
	return out
}

// briefingList reads a list of at most MaxBriefingItems.
func (r *reader) briefingList(o obj, key string) []gjson.Result {
	items := r.list(o, key, false)
	if len(items) > MaxBriefingItems {
		r.add(join(o.path, key), "has %d entries; at most %d", len(items), MaxBriefingItems)
		return items[:MaxBriefingItems]
	}
	return items
}

// briefingText reads one text of the briefing: present when required, and never blank.
func (r *reader) briefingText(o obj, key string, required bool) string {
	s := r.str(o, key, required, "")
	if o.has(key) && o.fields[key].Type == gjson.String && !r.checkText(join(o.path, key), s) {
		return ""
	}
	return s
}

// checkText reports whether a briefing text is usable, naming the problem when it is not.
func (r *reader) checkText(path, s string) bool {
	switch n := len([]rune(s)); {
	case strings.TrimSpace(s) == "":
		r.add(path, "is empty (leave the field out to have none)")
		return false
	case n > MaxBriefingText:
		r.add(path, "is %d characters; at most %d", n, MaxBriefingText)
		return false
	}
	return true
}
