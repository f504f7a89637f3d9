package schoolgrounds

import (
	"github.com/borrowed-time/tabletop/engine"
	"github.com/borrowed-time/tabletop/grid"
)

// Choose: a player takes a character and a fountain square (rules: start of game).
type Choose struct {
	Seat int         `json:"seat"`
	Char string      `json:"char"`
	At   grid.Square `json:"at"`
}

// Move moves a survivor up to 5 squares by the shortest route (rules: move).
type Move struct {
	Survivor string      `json:"survivor"`
	To       grid.Square `json:"to"`
}

// Attack attacks a zombie with a weapon card ("": the character's own item, or fists).
type Attack struct {
	Survivor string `json:"survivor"`
	Target   string `json:"target"`
	Weapon   string `json:"weapon,omitempty"`
}

// Open opens a closed door or hatch the survivor stands at.
type Open struct {
	Survivor string `json:"survivor"`
	Door     int    `json:"door"`
}

// Block closes and holds a door or hatch the survivor stands at until its next turn.
type Block struct {
	Survivor string `json:"survivor"`
	Door     int    `json:"door"`
}

// BreakWindow breaks a window on a side of the survivor's square.
type BreakWindow struct {
	Survivor string `json:"survivor"`
	Window   int    `json:"window"`
}

// Search searches the search tile the survivor stands on.
type Search struct {
	Survivor string `json:"survivor"`
}

// Keep: Franky keeps one of the two cards he drew.
type Keep struct {
	Survivor string `json:"survivor"`
	Card     string `json:"card"`
}

// UseItem uses an item card: heals or cures a survivor (Target), reloads, or goes into
// the car.
type UseItem struct {
	Survivor string `json:"survivor"`
	Card     string `json:"card"`
	Target   string `json:"target,omitempty"`
}

// Ability uses the character's active ability on a survivor or a turned zombie.
type Ability struct {
	Survivor string `json:"survivor"`
	Target   string `json:"target"`
}

// Trade offers cards to a survivor beside; the other answers (rules: trading items).
type Trade struct {
	Survivor string   `json:"survivor"`
	With     string   `json:"with"`
	Give     []string `json:"give"`
}

// Answer accepts or declines a trade, giving cards back.
type Answer struct {
	Survivor string   `json:"survivor"`
	Accept   bool     `json:"accept"`
	Give     []string `json:"give"`
}

// PickUp takes the cards left on the survivor's square or beside it.
type PickUp struct {
	Survivor string `json:"survivor"`
}

// Escape drives off in the repaired car with every survivor on or beside it.
type Escape struct {
	Survivor string `json:"survivor"`
}

// EndTurn ends a survivor's turn early.
type EndTurn struct {
	Survivor string `json:"survivor"`
}

// Damage rolls the damage of the attack just made.
type Damage struct{}

// Spawn places a new zombie on an allowed edge square.
type Spawn struct {
	At grid.Square `json:"at"`
}

// MakeBrute swaps ten normal zombies side by side, the one on At among them, for a brute on At.
type MakeBrute struct {
	At grid.Square `json:"at"`
}

// StopSpawning gives up the spawns left this turn.
type StopSpawning struct{}

// ZombieMove moves a zombie by the shortest open route.
type ZombieMove struct {
	Zombie string      `json:"zombie"`
	To     grid.Square `json:"to"`
}

// ZombieAttack attacks a survivor beside the zombie.
type ZombieAttack struct {
	Zombie string `json:"zombie"`
	Target string `json:"target"`
}

// Bash: a zombie tries to damage a door or hatch it stands at.
type Bash struct {
	Zombie string `json:"zombie"`
	Door   int    `json:"door"`
}

// Hold: a zombie does nothing more this turn.
type Hold struct {
	Zombie string `json:"zombie"`
}

// EndMaster ends the zombie master's turn.
type EndMaster struct{}

// CommandType names each command in saves.
func (Choose) CommandType() engine.CommandType       { return "choose" }
func (Move) CommandType() engine.CommandType         { return "move" }
func (Attack) CommandType() engine.CommandType       { return "attack" }
func (Open) CommandType() engine.CommandType         { return "open" }
func (Block) CommandType() engine.CommandType        { return "block" }
func (BreakWindow) CommandType() engine.CommandType  { return "break-window" }
func (Search) CommandType() engine.CommandType       { return "search" }
func (Keep) CommandType() engine.CommandType         { return "keep" }
func (UseItem) CommandType() engine.CommandType      { return "use-item" }
func (Ability) CommandType() engine.CommandType      { return "ability" }
func (Trade) CommandType() engine.CommandType        { return "trade" }
func (Answer) CommandType() engine.CommandType       { return "answer" }
func (PickUp) CommandType() engine.CommandType       { return "pick-up" }
func (Escape) CommandType() engine.CommandType       { return "escape" }
func (EndTurn) CommandType() engine.CommandType      { return "end-turn" }
func (Damage) CommandType() engine.CommandType       { return "damage" }
func (Spawn) CommandType() engine.CommandType        { return "spawn" }
func (MakeBrute) CommandType() engine.CommandType    { return "make-brute" }
func (StopSpawning) CommandType() engine.CommandType { return "stop-spawning" }
func (ZombieMove) CommandType() engine.CommandType   { return "zombie-move" }
func (ZombieAttack) CommandType() engine.CommandType { return "zombie-attack" }
func (Bash) CommandType() engine.CommandType         { return "bash" }
func (Hold) CommandType() engine.CommandType         { return "hold" }
func (EndMaster) CommandType() engine.CommandType    { return "end-master" }

// Codec returns the codec of School Grounds' commands.
func Codec() *engine.TypedCodec {
	var c engine.TypedCodec
	engine.Register[Choose](&c)
	engine.Register[Move](&c)
	engine.Register[Attack](&c)
	engine.Register[Open](&c)
	engine.Register[Block](&c)
	engine.Register[BreakWindow](&c)
	engine.Register[Search](&c)
	engine.Register[Keep](&c)
	engine.Register[UseItem](&c)
	engine.Register[Ability](&c)
	engine.Register[Trade](&c)
	engine.Register[Answer](&c)
	engine.Register[PickUp](&c)
	engine.Register[Escape](&c)
	engine.Register[EndTurn](&c)
	engine.Register[Damage](&c)
	engine.Register[Spawn](&c)
	engine.Register[MakeBrute](&c)
	engine.Register[StopSpawning](&c)
	engine.Register[ZombieMove](&c)
	engine.Register[ZombieAttack](&c)
	engine.Register[Bash](&c)
	engine.Register[Hold](&c)
	engine.Register[EndMaster](&c)
	return &c
}
