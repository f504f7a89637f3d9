package table

import (
	"errors"
	"fmt"
	"image"
	"slices"
	"strings"
	"time"

	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/borrowed-time/tabletop/ui/saves"
	"github.com/borrowed-time/tabletop/ui/widget"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/rules"
	"github.com/borrowed-time/tabletop/sprites"
)

// Table is a game of any ruleset at the one table, Borrowed Time's included, driven
// only through game.Session: the view draws the table and the panel,
// the seat in Turn acts through the ruleset's Actions, Build and Apply, and computer seats
// play through Ruleset.Computer. Nothing here knows any one ruleset.
type Table struct {
	Game  game.Session // the game in play: kept here, or by the server online
	cam   Camera
	font  *ebitenrender.Font
	opts  Options
	sound *Sounds

	view      game.View // the seat's view, as of the last command
	seat      game.SeatID
	told      game.SeatID // the human seat last told it is their turn
	computers map[game.SeatID]game.Player
	humans    int // how many seats people play
	// oneScreen: one person plays every seat at this screen, so the turn passing between
	// them needs no cover (the cover's own button sets it).
	oneScreen bool

	selected string
	pending  *pendingAction // an action waiting for the players' pick
	drag     sessionDrag
	// grabbed is a press on a model whose actions are on their way from the server, and
	// pendingDrop where a drag it became was let go, waiting for the server's preview there
	// (online_grab.go).
	grabbed     *grab
	pendingDrop *physics.Vec
	dropBy      time.Time // a pending drop is made without the server's answer after this
	pointer     physics.Vec
	hover       string    // the model under the pointer
	aiming      *aim      // what a click on the model under the pointer would do (aim.go)
	choosing    []string  // models on top of one another, one of which a click meant: the panel asks which
	tut         *tutorial // the guided first game's lessons (tutorial.go), or nil
	tape        ruler     // the tape measure, while a drag on empty table measures (ruler.go)

	log       []logEntry
	logScroll int
	logPage   int // how many lines of the log the panel showed whole, for PgUp and PgDn
	// sheetScroll is how many lines back the log sheet reads; sheetPage how many lines
	// it showed whole.
	sheetScroll, sheetPage int
	message                notice
	confirming             game.ActionID // the action asking to be confirmed, or ""
	tray                   []trayRoll
	diceAsk                *entryAsk
	chat                   *chatDraft // a chat line being typed at an online table
	invites                []invite   // the links the host of an online game may pass on
	copying                chan error // a copy to the clipboard under way
	copyWhat               string     // what is being copied, as its button said
	anim                   []animation
	// turnFrom is where in the log the turn of the person at the screen began; passedOn, the
	// lines since then that every seat may read, for the hot-seat cover (what the last
	// player's move did, which the cover hides).
	turnFrom   int
	passedOn   []string
	banner     string // whose turn it is, over the table for a moment
	bannerLeft int    // frames the banner stays
	news       string // news from the rules (game.EvAnnounce), over the table above the banner
	newsLeft   int    // frames the news stays on an uncovered table
	fastFwd    bool
	quiet      bool // the events applied now make no sound (a fast-forward burst's after its first)
	grid       bool
	overlay    overlay
	slotRows   []image.Rectangle
	store      saves.Store
	auto       saves.Autosaver
	undoSizes  []int
	wait       int           // frames until a computer seat's next command
	camCtl     cameraControl // zoom and pan by mouse and arrows
	marks      []outcomeMark // where things happened, for a while (marks.go)
	acted      int           // commands the people at this screen have sent
	viewSeat   game.SeatID   // whose view p.view is
	// happened holds the last command's events until refresh marks what they did.
	happened []game.Event
	marking  bool
	board    boardBox // the part of the table the game is played on, as last framed

	listed []listedAction // the actions on the panel, as of listedKey
	// actionsScroll is the first row of action buttons shown when they do not all fit, and
	// actionsArea where they are: the wheel over it scrolls them.
	actionsScroll int
	// actionsCut says the last layout of the panel could not show every action at once.
	actionsCut bool
	// scrolledFor is the model whose actions actionsScroll scrolls: another's start at the top.
	scrolledFor string
	actionsArea image.Rectangle
	logArea     image.Rectangle // where the log is: the wheel over it scrolls it back
	listedKey   actionsKey
	version     int // how many times the game has changed here
	buttons     []widget.Button
	published   string    // the buttons as last given to a web page (publishButtons)
	sideLabels  []panelOp // the cost and key written on the actions' buttons
	tipAreas    []widget.TipArea
	tableW      int // the table's part of the window, in pixels
	tableH      int
	static      *ebiten.Image
	stKey       string
	legendImg   *ebiten.Image // the help sheet's legend, as of legendKey
	legendKey   string
	sprites     *sprites.Cache
	panel       panelCanvas
	NewGame     bool // the players asked for a new game: the start screen comes back
	// endHidden: the players put the end screen away (Esc) to look at the table.
	endHidden bool
}

// pendingAction is an action the players chose that still needs a model, a place, a point
// or a choice picked.
type pendingAction struct {
	model  string
	action game.Action
	// preview is what the action would do with what is under the pointer (at): a target's
	// dice, a point's route.
	preview game.Preview
	at      physics.Vec
	target  string
	// chosen are the choices picked so far for a PickChoices action, in the action's order.
	chosen []string
}

// toggle picks a choice of a PickChoices action, or leaves it if it was picked.
func (w *pendingAction) toggle(id string) {
	if i := slices.Index(w.chosen, id); i >= 0 {
		w.chosen = slices.Delete(w.chosen, i, i+1)
		return
	}
	var out []string
	for _, c := range w.action.Choices { // keep the action's order
		if c.ID == id || slices.Contains(w.chosen, c.ID) {
			out = append(out, c.ID)
		}
	}
	w.chosen = out
}

// sessionDrag is the selected model being dragged: the action a drag means, and what it
// would do if dropped here.
type sessionDrag struct {
	on      bool
	from    physics.Vec
	action  game.Action
	preview game.Preview
	at      physics.Vec // where the preview was worked out
}

// entryAsk is a table-dice prompt for a command of any game.
type entryAsk struct {
	cmd   game.Command
	need  int
	typed []int
	// sides is the next die's (6 for a d6, 20 for a d20): a die of ten sides or more takes
	// more than one key, and partial holds the digits typed of it so far.
	sides, partial int
}

// tableOptions are the command line's settings the table reads.
type Options struct {
	SaveFile    string       // the file Ctrl+S saves to and Ctrl+O loads; the slots and the autosave are named after it
	Seed        uint64       // the game's seed: the computer's levels draw from it
	FastForward bool         // start with fast-forward on
	Hover       *physics.Vec // a table point to point at from the start (with -screenshot)
}

// SeatChoice is who plays a seat: people at the table, or the computer.
type SeatChoice map[game.SeatID]bool // true: the computer

// New seats a game at the table, the computer playing the seats computer says, in font
// (nil: none, for tests without a window) with its sounds (nil: none).
func New(s game.Session, o Options, computer SeatChoice, font *ebitenrender.Font, snd *Sounds) *Table {
	p := &Table{Game: s, font: font, opts: o, sound: snd, grid: true, store: saves.Open(o.SaveFile),
		sprites: sprites.NewCache(font), fastFwd: o.FastForward}
	p.seatComputers(computer)
	p.logLine(fmt.Sprintf("%s: %s — seed %d.", s.Ruleset().Name(), s.Scenario().Name, s.Setup().Seed))
	p.readLog()
	p.refresh()
	return p
}

// readLog writes the log of a game that has begun already (a save loaded, a game continued)
// by playing its commands again on a fresh copy: the lines each seat may read, as they were
// written when they were played. An online game's server keeps its own.
func (p *Table) readLog() {
	entries := p.Game.Log()
	if len(entries) == 0 || p.remote() != nil {
		return
	}
	fresh, err := rules.New(p.Game.Scenario(), p.Game.Setup())
	if err != nil {
		return
	}
	for _, e := range entries {
		evs, err := fresh.Apply(game.Host, e)
		if err != nil {
			return // not the same game: the lines so far stand
		}
		var rows []trayRoll
		for _, ev := range evs {
			if ev.Text != "" {
				p.logFor(ev.Text, ev.Only)
			}
			if r, ok := trayRowOf(ev); ok && len(ev.Only) == 0 { // public rolls only: the seat is not known yet
				rows = append(rows, r)
			}
		}
		if len(rows) > 0 {
			p.tray = rows // the dice tray as the last roll left it
		}
	}
}

// refresh reads the view of the seat to act now, and says so when the turn passes to
// another person.
func (p *Table) refresh() {
	before, beforeSeat := p.view, p.viewSeat
	defer func() {
		if p.marking {
			after := p.view
			if p.viewSeat != beforeSeat {
				after = p.Game.View(beforeSeat) // the same eyes before and after
			}
			p.markOutcomes(before, after, p.happened)
		}
		p.marking, p.happened = false, nil
	}()
	if r := p.remote(); r != nil { // online: this screen is its own seat's, and nobody hands over
		p.seat, p.told = r.seat(), r.seat()
		p.view, p.viewSeat = p.Game.View(p.seat), p.seat
		return
	}
	p.seat = p.seatNow()
	passed := false // the turn came to a person at this screen
	if _, computer := p.computers[p.seat]; !computer && p.seat != "" && p.seat != game.Host && p.seat != p.told {
		passed = true
		defer func() { p.turnFrom = len(p.log) }() // the next cover says what happened from here
		if t, ok := p.token(p.selected); ok && t.Side != p.seat {
			p.selected = "" // the other side's model: the new player picks their own
		}
		if p.told != "" && p.humans > 1 {
			p.banner, p.bannerLeft = p.seatName(p.seat)+" to play", 90
			p.hint(p.banner)
			if p.secretsPerSeat() && !p.oneScreen {
				p.overlay = overlayHandover // the last player's secrets must not meet the next one's eyes
				p.buttons = p.buttons[:0]   // the panel's, under the cover: a click must not press them
				p.passedOn = p.publicLines(p.turnFrom, handoverLines)
			}
		}
		p.told = p.seat
	}
	p.viewSeat = p.viewer()
	p.view = p.Game.View(p.viewSeat)
	gone := false
	if _, ok := p.token(p.selected); !ok && p.selected != "" && p.pending == nil {
		p.selected, gone = "", true // gone from the table (dead, up the stairs): nobody is picked
	}
	if (passed || gone && p.humanTurn()) && p.selected == "" {
		p.selected = p.onlyModelOf(p.seat) // a seat of one model: its actions at once
	}
	p.keepBoardInView()
}

// onlyModelOf is the one model standing on the table that seat plays, or "" when it plays
// none or several.
func (p *Table) onlyModelOf(seat game.SeatID) string {
	only := ""
	for _, t := range p.view.Tokens {
		if t.Side != seat || t.Fallen {
			continue
		}
		if only != "" {
			return ""
		}
		only = t.ID
	}
	return only
}

// viewer is the seat whose eyes are on the screen: the person to act; while the computer
// plays, the last person who acted; the host when only computers play.
func (p *Table) viewer() game.SeatID {
	if _, computer := p.computers[p.seat]; !computer && p.seat != "" {
		return p.seat
	}
	if p.told != "" {
		return p.told
	}
	return game.Host
}

// secretsPerSeat reports whether some seat sees what others may not (a hand of cards): then
// a shared screen is handed over between players behind a cover.
func (p *Table) secretsPerSeat() bool {
	for seat, secrets := range p.Game.Secrets() {
		if seat != "" && len(secrets) > 0 {
			return true
		}
	}
	return false
}

// seatNow is the seat whose screen this is: the first person's seat in Turn, else the first
// computer's, else (the game over) the host's.
func (p *Table) seatNow() game.SeatID {
	turn := p.Game.Turn()
	for _, s := range turn {
		if _, c := p.computers[s]; !c {
			return s
		}
	}
	if len(turn) > 0 {
		return turn[0]
	}
	return game.Host
}

func (p *Table) seatName(id game.SeatID) string {
	for _, s := range p.Game.Seats() {
		if s.ID == id {
			return s.Name
		}
	}
	return string(id)
}

// humanTurn reports whether people at the table may act now.
func (p *Table) humanTurn() bool {
	if r := p.remote(); r != nil {
		return slices.Contains(r.Turn(), p.seat)
	}
	_, c := p.computers[p.seat]
	return !c && p.seat != game.Host
}

// act takes an action with its picks: it asks first when the action says so, builds the
// command and applies it.
func (p *Table) act(model string, a game.Action, picks game.Picks) bool {
	if a.Confirm != "" && p.confirming != a.ID {
		p.confirming = a.ID
		p.hint(a.Confirm + " Do it again to go ahead.")
		return false
	}
	p.confirming, p.pending = "", nil
	cmd, err := p.Game.Build(p.seat, model, a.ID, picks)
	if err != nil {
		p.problem(refusalWords(err))
		return false
	}
	return p.apply(p.seat, cmd)
}

// apply sends a command to the game for a seat: with table dice it first asks the players
// for the dice; events go to the log, the tray and the speakers, a refusal to the message
// line in the rules' own words.
func (p *Table) apply(seat game.SeatID, cmd game.Command) bool {
	if p.Game.Setup().TableDice {
		n, err := p.Game.DiceNeeded(seat, cmd)
		if err != nil {
			p.problem(refusalWords(err))
			return false
		}
		if n > 0 { // refused for want of dice, which says the first die's size: ask for them
			return p.applyEntry(seat, game.Entry{Cmd: cmd})
		}
	}
	return p.applyEntry(seat, game.Entry{Cmd: cmd})
}

func (p *Table) applyEntry(seat game.SeatID, e game.Entry) bool {
	evs, err := p.Game.Apply(seat, e)
	if err != nil {
		var dw *game.DiceWanted
		if errors.As(err, &dw) && p.Game.Setup().TableDice && dw.Need > len(e.Dice) {
			p.diceAsk = &entryAsk{cmd: e.Cmd, need: dw.Need, typed: e.Dice, sides: dw.Sides}
			return false
		}
		p.problem(refusalWords(err))
		return false
	}
	p.message, p.confirming = notice{}, ""
	p.version++
	if _, computer := p.computers[seat]; !computer {
		p.acted++
	}
	p.events(evs)
	if p.remote() == nil { // an online game is kept by its server
		p.auto.Mark()
	}
	p.refresh()
	if o, over := p.Game.Outcome(); over && !p.loggedLately(o.Reason) {
		p.logLine("The game is over: " + o.Reason)
	}
	return true
}

// loggedLately reports whether one of the last few lines of the log says this already (the
// rules' own line of how the game ended).
func (p *Table) loggedLately(s string) bool {
	for i := len(p.log) - 1; i >= 0 && i >= len(p.log)-4; i-- {
		if strings.Contains(strings.ToLower(p.log[i].text), strings.ToLower(strings.TrimSuffix(s, "."))) {
			return true
		}
	}
	return false
}

// refusalWords is what a refusal says to the players: a Rejection's reason as it is.
func refusalWords(err error) string {
	var r *game.Rejection
	if errors.As(err, &r) {
		return r.Reason
	}
	return err.Error()
}

// events records what happened: the log, the dice tray, the moves and the sounds.
func (p *Table) events(evs []game.Event) {
	p.marking = true // the refresh that follows marks what happened
	var rows []trayRoll
	for _, e := range evs {
		if e.Text != "" {
			p.logFor(e.Text, e.Only)
		}
		if !e.VisibleTo(p.viewer()) {
			continue // kept in the log for its seat; nothing shows it now
		}
		p.happened = append(p.happened, e)
		if r, ok := trayRowOf(e); ok {
			rows = append(rows, r)
		}
		if e.Type == game.EvAnnounce && e.Text != "" {
			p.news, p.newsLeft = e.Text, newsFrames
		}
		if e.Type == game.EvMove && len(e.Path) > 1 && !p.fastFwd {
			p.anim = append(p.anim, animation{model: e.Model, path: e.Path})
		}
		if !p.quiet {
			p.sound.playEvent(e)
		}
	}
	if len(rows) > 0 {
		p.tray = rows
	}
}

// trayRowOf is an event's row of the dice tray, if it rolled: every roll of every game,
// whatever else the event says.
func trayRowOf(e game.Event) (trayRoll, bool) {
	if e.Type != game.EvRoll && len(e.Dice) == 0 {
		return trayRoll{}, false
	}
	return trayRoll{who: rollLabel(e), dice: e.Dice, success: e.Success}, true
}

// rollLabel names a roll for the tray: the event's own words, and its successes where the
// game counts them.
func rollLabel(e game.Event) string {
	s := e.Text
	if s == "" {
		s = "Roll"
	}
	said := false // the words already count what the dice did
	for _, w := range []string{"success", "hit", "fail", "damage", "cancel"} {
		said = said || strings.Contains(s, w)
	}
	if e.Hits > 0 && !said {
		s += " · " + game.Plural(e.Hits, "success", "successes")
	}
	return s
}

// logEntry is a line of the log, and the seats that may read it (nil: all).
type logEntry struct {
	text string
	only []game.SeatID
}

func (p *Table) logLine(s string) { p.logFor(s, nil) }

// LogLine adds a line of the table's own to the log, for every seat.
func (p *Table) LogLine(s string) { p.logLine(s) }

// logFor adds a line only the seats listed may read (nil: all).
func (p *Table) logFor(s string, only []game.SeatID) {
	p.log = append(p.log, logEntry{text: s, only: only})
	if len(p.log) > 500 {
		p.log = p.log[len(p.log)-500:]
	}
	if p.logScroll > 0 {
		p.logScroll++ // scrolled back: the lines read stay in place
	}
}

// problem, hint and Done put a line on the panel's message line: a refusal, a suggestion,
// something done.
func (p *Table) problem(s string) { p.message = notice{text: s, tone: toneProblem} }
func (p *Table) hint(s string)    { p.message = notice{text: s, tone: toneHint} }
func (p *Table) Done(s string)    { p.message = notice{text: s, tone: toneDone} }

// startAction begins one of the players' actions; the function it returns remembers how many
// commands it sent, for Undo.
func (p *Table) startAction() func() {
	s, before := p.Game, len(p.Game.Log())
	return func() {
		if n := len(p.Game.Log()) - before; p.Game == s && n > 0 {
			p.undoSizes = append(p.undoSizes, n)
		}
	}
}

// undo takes back the last action: every command it sent.
func (p *Table) undo() {
	if p.remote() != nil {
		p.problem("An online game is kept by its server: moves cannot be taken back.")
		return
	}
	if len(p.Game.Log()) == 0 {
		p.problem("There is nothing to undo.")
		return
	}
	n := 1
	if k := len(p.undoSizes); k > 0 {
		n = min(p.undoSizes[k-1], len(p.Game.Log()))
		p.undoSizes = p.undoSizes[:k-1]
	}
	if err := p.Game.Undo(n); err != nil {
		p.problem(err.Error())
		return
	}
	p.anim, p.tray, p.pending, p.drag.on, p.marks = nil, nil, nil, false, nil
	p.version++
	p.refresh()
	p.auto.Mark()
	p.Done("Undone: " + game.Plural(n, "command", "commands") + " taken back.")
	p.logLine("— undo —")
}

// computerStep lets the computer seats act when it is their turn: one command at a time, at
// the pace of Borrowed Time's computer players, never while models move or dice are awaited.
// Under fast-forward they play on without a pause: as many commands each frame as fit in
// fastForwardWork, so that a run of the computer's turns passes in moments while the window
// keeps drawing (online, one a frame: the server answers each before the next).
func (p *Table) computerStep() {
	if p.wait > 0 {
		p.wait--
		return
	}
	if !p.fastFwd {
		if p.computerMove() != computerIdle {
			p.wait = computerPace
		}
		return
	}
	start := time.Now()
	defer func() { p.quiet = false }()
	for {
		switch p.computerMove() {
		case computerIdle:
			return
		case computerStuck:
			p.wait = 2 // not every frame: asking a computer player again costs its thought
			return
		}
		p.quiet = true // one burst, its first command's sounds
		if p.remote() != nil || p.overlay != overlayNone || time.Since(start) >= fastForwardWork {
			return
		}
	}
}

// fastForwardWork is how long, each frame, fast-forward lets the computer seats play on.
const fastForwardWork = 10 * time.Millisecond

// computerTry is what computerMove did.
type computerTry int

const (
	computerIdle  computerTry = iota // no computer seat to act, or something holds the table
	computerMoved                    // a command sent
	computerStuck                    // a computer seat on turn whose command went nowhere
)

// computerMove sends the command of the computer seat on turn, if there is one and nothing
// holds the table (a move drawn, dice awaited, a search still thinking). A refused proposal
// is replaced by the command that moves the game on.
//
// Where a person at the screen shares the turn with computer seats (Zombie Marines' squad,
// each marine acting in any order), the computer's seats wait until the person is done, so
// that the table does not change while they plan (a play-test's marines moved under the
// player's hands).
func (p *Table) computerMove() computerTry {
	if p.diceAsk != nil || len(p.anim) > 0 || len(p.computers) == 0 {
		return computerIdle
	}
	if p.remote() == nil && p.humanTurn() {
		return computerIdle // a person shares the turn: the computer's seats go after them, not under their hands
	}
	var seat game.SeatID
	var pl game.Player
	for _, s := range p.Game.Turn() {
		if c, ok := p.computers[s]; ok {
			seat, pl = s, c
			break
		}
	}
	if pl == nil {
		return computerIdle
	}
	if th, ok := pl.(*thinker); ok && th.thinking(p.Game, seat) {
		return computerIdle // a searching seat thinks off the drawing loop (thinking.go): the table goes on
	}
	if cmd, ok := pl.Next(p.Game, seat); ok && p.apply(seat, cmd) {
		return computerMoved
	}
	if p.diceAsk != nil {
		return computerStuck // the dice are asked of the people at the table
	}
	if fs, cmd, ok := p.Game.Fallback(); ok && slices.Contains(p.Game.Turn(), fs) {
		if _, mine := p.computers[fs]; mine && p.apply(fs, cmd) {
			return computerMoved
		}
	}
	return computerStuck
}

// advanceAnimations moves the first moving token along its path.
func (p *Table) advanceAnimations() {
	if len(p.anim) == 0 {
		return
	}
	a := &p.anim[0]
	if l := physics.PathLength(a.path); l > 0 {
		a.t += (12.0 / 60) / l
	} else {
		a.t = 1
	}
	if a.t >= 1 || p.fastFwd {
		p.anim = p.anim[1:]
	}
}

// token returns a model as the view shows it.
func (p *Table) token(id string) (game.Token, bool) {
	for _, t := range p.view.Tokens {
		if t.ID == id {
			return t, true
		}
	}
	return game.Token{}, false
}

// modelAt returns the model whose base holds the point, the topmost first, or ""; the mark
// of a fallen model only where no model stands.
func (p *Table) modelAt(pt physics.Vec, reach float64) string {
	for _, fallen := range []bool{false, true} {
		best, bestD := "", reach
		for i := len(p.view.Tokens) - 1; i >= 0; i-- {
			t := p.view.Tokens[i]
			if t.Fallen != fallen {
				continue
			}
			if d := t.Body.Pos.Dist(pt) - t.Body.Base.BoundingRadius(); d <= bestD {
				best, bestD = t.ID, d
			}
		}
		if best != "" {
			return best
		}
	}
	return ""
}

// markerAt returns the marker nearest the point within reach, or "".
func (p *Table) markerAt(pt physics.Vec, reach float64) string {
	best, bestD := "", reach
	for _, m := range p.view.Markers {
		if d := m.At.Dist(pt); d <= bestD {
			best, bestD = m.ID, d
		}
	}
	return best
}

// listedAction is an action on the panel, and the model it is about ("" for the side's).
type listedAction struct {
	game.Action
	model string
}

// actionsKey is what the listed actions depend on: they are worked out again only when it
// changes, not every frame.
type actionsKey struct {
	s        game.Session
	version  int // bumped by every change of the game: a command, an undo
	seat     game.SeatID
	selected string
}

// actions lists what the seat may do now: with the selected model, then with nothing
// selected (an action in both lists is shown once, as the model's).
func (p *Table) actions() []listedAction {
	if !p.humanTurn() {
		return nil
	}
	key := actionsKey{s: p.Game, version: p.version, seat: p.seat, selected: p.selected}
	if p.listed != nil && key == p.listedKey {
		return p.listed
	}
	out := []listedAction{}
	if p.selected != "" {
		for _, a := range p.Game.Actions(p.seat, p.selected) {
			out = append(out, listedAction{Action: a, model: p.selected})
		}
	}
	for _, a := range p.Game.Actions(p.seat, "") {
		if !slices.ContainsFunc(out, func(b listedAction) bool { return b.ID == a.ID }) {
			out = append(out, listedAction{Action: a})
		}
	}
	if t, ok := p.token(p.selected); ok && t.Side != p.seat {
		// Another side's model picked (to read its card): the seat's own model's way to end
		// its turn stays on offer, and its key with it (a play-test pressed E in vain).
		if own := p.onlyModelOf(p.seat); own != "" {
			for _, a := range p.Game.Actions(p.seat, own) {
				if a.Ends && !slices.ContainsFunc(out, func(b listedAction) bool { return b.ID == a.ID }) {
					out = append(out, listedAction{Action: a, model: own})
				}
			}
		}
	}
	p.listed, p.listedKey = out, key
	return out
}

// choose starts an action from its button or key: at once when it needs nothing, else it
// waits for its pick.
func (p *Table) choose(a game.Action, model string) {
	if !a.Enabled {
		p.problem(a.Why)
		return
	}
	if a.Needs == game.PickNothing {
		p.act(model, a, game.Picks{})
		return
	}
	p.pending = &pendingAction{model: model, action: a}
	p.confirming = "" // another action chosen: the one that asked to be confirmed is not (a play-test saw "Yes, stop spending Heat" still armed)
	prompt := a.Prompt
	if prompt == "" {
		prompt = map[game.PickKind]string{game.PickModel: "Click a glowing model.", game.PickPlace: "Click a glowing marker.",
			game.PickPoint: "Click the table where.", game.PickChoice: "Pick one on the panel.",
			game.PickChoices: "Pick any on the panel, then go ahead."}[a.Needs]
	}
	p.hint(a.Label + ": " + prompt + " (Esc gives up.)")
}

// BeginTutorial makes the game the guided first game, from its first lesson.
func (p *Table) BeginTutorial() { p.tut = newTutorial() }

// OpenOnBriefing opens the game on its briefing, as a game chosen on the start screen does.
func (p *Table) OpenOnBriefing() { p.overlay = overlayBriefing }

// ShowsBriefing reports whether the briefing is over the table.
func (p *Table) ShowsBriefing() bool { return p.overlay == overlayBriefing }

// SelectModel picks a model at the start of the game (-select); false when there is no such
// model.
func (p *Table) SelectModel(id string) bool {
	if _, ok := p.token(id); !ok {
		return false
	}
	p.selected = id
	return true
}

// StandingModels counts the models standing on the table, as the seat on show sees them.
func (p *Table) StandingModels() int {
	n := 0
	for _, t := range p.view.Tokens {
		if !t.Fallen {
			n++
		}
	}
	return n
}

// handoverLines is how many of the last lines the hot-seat cover repeats.
const handoverLines = 6

// publicLines are the last n lines of the log from line from on that every seat may read.
func (p *Table) publicLines(from, n int) []string {
	from = min(max(from, 0), len(p.log))
	var out []string
	for _, e := range p.log[from:] {
		if e.only == nil {
			out = append(out, e.text)
		}
	}
	return out[max(0, len(out)-n):]
}
