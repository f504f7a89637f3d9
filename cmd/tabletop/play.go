package main

import (
	"errors"
	"fmt"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/maps"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/sprites"
)

// play is a game at the table: the engine's game, the camera, and what the players are doing
// with the mouse. It turns input into commands (input.go) and draws the table and the panels
// (draw.go, panel.go).
type play struct {
	g     *bt.Game
	cam   camera
	font  *ebitenrender.Font
	opts  options
	sound *sounds

	selected string // the survivor the players have picked up
	weapon   string // the selected survivor's chosen weapon ("" bare hands)
	item     string // the selected survivor's chosen card
	aiming   string // a pending click: "throw" (a grenade or Molotov), "give", "rally"
	knock    bool   // Grizz knocks down instead of dealing a Wound
	withdraw bool   // step 1" back after a melee win
	pointer  physics.Vec
	hover    string // the model under the pointer
	look     lookResult

	drag        dragState
	ruler       rulerState
	camCtl      cameraControl // zoom and pan by mouse and arrows
	director    directorUI
	diceTray    []trayRoll
	log         []string
	logScroll   int
	message     notice // the last refusal, hint or success
	confirming  string // what the players are asked to confirm ("end-phase"), or ""
	anim        []animation
	fastFwd     bool
	grid        bool
	overlay     overlay           // the sheet open over the table, if any
	overlayRows []image.Rectangle // the overlay's clickable rows (save slots)
	diceAsk     *diceAsk          // table dice: the command waiting for the players' dice
	store       saveStore
	auto        autosaver
	lastPtr     physics.Vec
	buttons     []button
	tableW      int
	static      *ebiten.Image // the cached table layer
	staticKey   staticKey
	sprites     *sprites.Cache // the tokens as images
	panel       panelCanvas    // the panel, cached between frames in which it does not change
	newGame     bool           // the players asked for the start screen again
	other       game.Session   // a saved game of another ruleset the players loaded: the app takes it to the generic table
	computer    computerSeats  // the seats the computer plays
	legendImg   *ebiten.Image  // the legend as last drawn for the help sheet
	undoSizes   []int          // how many commands each of the players' actions sent, last last
	tipAreas    []tipArea      // parts of the panel that explain themselves under the pointer
}

// lookResult is what the selected survivor makes of the model under the pointer.
type lookResult struct {
	valid    bool
	target   string
	dist     float64
	sight    bool
	from, to physics.Vec
	cover    physics.Cover
	piece    int
	pool     string // the dice the attack would roll, described
	canShoot bool
	canFight bool
}

type dragState struct {
	on      bool
	from    physics.Vec
	route   physics.Path
	moves   int        // Move actions the route takes
	problem string     // why the move cannot be made, or ""
	target  dropTarget // what the drop snaps to
	short   bool       // the route stops short of the target: the AP cannot pay for all of it
}

type rulerState struct {
	on       bool
	from, to physics.Vec
}

// animation moves a model's token along a path before the table shows it where it stands.
type animation struct {
	model string
	path  []physics.Vec
	t     float64 // 0..1
}

// diceAsk is a table-dice prompt: the command, how many dice it needs, and what is typed so far.
type diceAsk struct {
	cmd   bt.Command
	need  int
	typed []int
}

func newPlay(s *maps.Scenario, o options, font *ebitenrender.Font, snd *sounds) (*play, error) {
	g, err := bt.New(s, o.gameOptions(), o.seed)
	if err != nil {
		return nil, err
	}
	if o.stress > 0 {
		if g, err = stressGame(s, o); err != nil {
			return nil, err
		}
	}
	p := newPlayOf(g, o, font, snd)
	p.logLine(fmt.Sprintf("%s — seed %d. Round 1: the Survivor phase.", s.Name, o.seed))
	if o.selectID != "" {
		if st := g.State(); st.Model(o.selectID) == nil {
			return nil, fmt.Errorf("-select %q: no such survivor in %s", o.selectID, s.ID)
		}
		p.selectSurvivor(o.selectID)
	}
	return p, nil
}

// newPlayOf seats the players at a game of Borrowed Time: a new one, or one loaded on the
// generic table.
func newPlayOf(g *bt.Game, o options, font *ebitenrender.Font, snd *sounds) *play {
	p := &play{g: g, font: font, opts: o, sound: snd, grid: true, store: newSaveStore(o.saveFile), sprites: sprites.NewCache(font)}
	p.computer = newComputerSeats(o, g.State())
	p.fastFwd = o.fastForward
	return p
}

// apply sends a command to the game; events go to the log, the dice tray and the speakers,
// a refusal to the message line. With table dice, it first asks for the dice.
func (p *play) apply(cmd bt.Command, dice ...int) bool {
	_, ending := cmd.(bt.EndActivation)
	if st, who := p.g.State(), bt.SurvivorOf(cmd); st.Phase == bt.PhaseSurvivors && who != "" && st.Active != "" && st.Active != who && !ending {
		// One survivor activates at a time: going on with another ends the first one's
		// activation, and its AP with it. Ask first.
		active := st.Model(st.Active)
		if active.AP > 0 && !p.confirmed("switch-"+who, fmt.Sprintf("%s still has %s. Do that again to end that activation and go on (or press E first).",
			bt.ModelName(active), bt.Plural(active.AP, "AP", "AP"))) {
			return false
		}
		if !p.applyNow(bt.EndActivation{}) {
			return false
		}
	}
	return p.applyNow(cmd, dice...)
}

// applyNow sends a command to the game as it is, with the table dice typed for it.
func (p *play) applyNow(cmd bt.Command, dice ...int) bool {
	if p.g.Options().TableDice && dice == nil {
		n, err := p.g.DiceNeeded(cmd)
		if err != nil {
			p.problem(err.Error())
			return false
		}
		if n > 0 {
			p.diceAsk = &diceAsk{cmd: cmd, need: n}
			return false
		}
	}
	ev, err := p.g.Apply(cmd, dice...)
	if err != nil {
		var r *bt.Rejection
		if p.g.Options().TableDice && dice != nil && errors.As(err, &r) && r.DiceNeeded > 0 {
			p.diceAsk = &diceAsk{cmd: cmd, need: r.DiceNeeded, typed: dice}
			return false
		}
		p.problem(err.Error())
		return false
	}
	p.message, p.confirming = notice{}, ""
	p.events(ev)
	p.auto.mark()
	return true
}

// events records what happened: the log, the dice tray, animations and sounds.
func (p *play) events(ev []bt.Event) {
	st := p.g.State()
	if rows := trayRows(&st, ev); len(rows) > 0 {
		p.diceTray = rows
	}
	for _, e := range ev {
		p.logLine(e.Text)
		switch e.Type {
		case bt.EvMove:
			if len(e.Path) > 1 && !p.fastFwd {
				p.anim = append(p.anim, animation{model: e.Model, path: e.Path})
			}
		}
		p.sound.play(e)
	}
}

func (p *play) logLine(s string) {
	p.log = append(p.log, s)
	if len(p.log) > 500 {
		p.log = p.log[len(p.log)-500:]
	}
	p.logScroll = 0
}

// startAction begins one of the players' actions; the function it returns ends it and
// remembers how many commands it sent (none: nothing to remember; a load: a new history).
func (p *play) startAction() func() {
	g, before := p.g, len(p.g.Log())
	return func() {
		if n := len(p.g.Log()) - before; p.g == g && n > 0 {
			p.undoSizes = append(p.undoSizes, n)
		}
	}
}

// undo takes back the players' last action: every command it sent (a drag of three Moves
// is three commands, taken back together).
func (p *play) undo() {
	if len(p.g.Log()) == 0 {
		p.problem("nothing to undo")
		return
	}
	n := 1
	if k := len(p.undoSizes); k > 0 {
		n = min(p.undoSizes[k-1], len(p.g.Log()))
		p.undoSizes = p.undoSizes[:k-1]
	}
	if err := p.g.Undo(n); err != nil {
		p.problem(err.Error())
		return
	}
	p.anim, p.diceTray = nil, nil
	p.auto.mark()
	p.done("undone: " + bt.Plural(n, "command", "commands") + " taken back")
	p.logLine("— undo —")
}

// tokens builds the models to draw from the game's state, with animated models part-way
// along their paths.
func (p *play) tokens() []render.Token {
	out := render.ViewTokens(game.View{Tokens: bt.Tokens(p.g)}, p.g.Scenario())
	for i := range out {
		t := &out[i]
		t.Selected = t.ID == p.selected
		for _, a := range p.anim {
			if a.model == t.ID {
				t.Body.Pos = along(a.path, a.t)
				break
			}
		}
	}
	return out
}

// along returns the point a fraction t along a polyline.
func along(path []physics.Vec, t float64) physics.Vec {
	total := physics.PathLength(path)
	d := t * total
	for i := 1; i < len(path); i++ {
		l := path[i-1].Dist(path[i])
		if d <= l || i == len(path)-1 {
			if l == 0 {
				return path[i]
			}
			return path[i-1].Lerp(path[i], min(1, d/l))
		}
		d -= l
	}
	return path[len(path)-1]
}
