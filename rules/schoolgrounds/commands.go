package schoolgrounds

import (
	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/grid"
)

// Choose: a player takes a character and a fountain square (rules: start of game).
type Choose struct {
	Seat int         `json:"seat"`
	Char string      `json:"char"`
	At   grid.Square `json:"at"`
}

// RollOff: every player rolls a d6; the highest (ties rolling again) chooses a character
// first, the others after in clockwise order (rules: assigning characters).
type RollOff struct{}

// Reroll: Ellie, whose d20 did not win an attack with her bokken, rolls it again or keeps it.
type Reroll struct {
	Survivor string `json:"survivor"`
	Again    bool   `json:"again"`
}

// Seen: the searcher has read the card drawn, and the turn may pass.
type Seen struct {
	Survivor string `json:"survivor"`
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
func (Choose) CommandType() game.CommandType       { return "choose" }
func (RollOff) CommandType() game.CommandType      { return "roll-off" }
func (Reroll) CommandType() game.CommandType       { return "reroll" }
func (Seen) CommandType() game.CommandType         { return "seen" }
func (Move) CommandType() game.CommandType         { return "move" }
func (Attack) CommandType() game.CommandType       { return "attack" }
func (Open) CommandType() game.CommandType         { return "open" }
func (Block) CommandType() game.CommandType        { return "block" }
func (BreakWindow) CommandType() game.CommandType  { return "break-window" }
func (Search) CommandType() game.CommandType       { return "search" }
func (Keep) CommandType() game.CommandType         { return "keep" }
func (UseItem) CommandType() game.CommandType      { return "use-item" }
func (Ability) CommandType() game.CommandType      { return "ability" }
func (Trade) CommandType() game.CommandType        { return "trade" }
func (Answer) CommandType() game.CommandType       { return "answer" }
func (PickUp) CommandType() game.CommandType       { return "pick-up" }
func (Escape) CommandType() game.CommandType       { return "escape" }
func (EndTurn) CommandType() game.CommandType      { return "end-turn" }
func (Damage) CommandType() game.CommandType       { return "damage" }
func (Spawn) CommandType() game.CommandType        { return "spawn" }
func (MakeBrute) CommandType() game.CommandType    { return "make-brute" }
func (StopSpawning) CommandType() game.CommandType { return "stop-spawning" }
func (ZombieMove) CommandType() game.CommandType   { return "zombie-move" }
func (ZombieAttack) CommandType() game.CommandType { return "zombie-attack" }
func (Bash) CommandType() game.CommandType         { return "bash" }
func (Hold) CommandType() game.CommandType         { return "hold" }
func (EndMaster) CommandType() game.CommandType    { return "end-master" }

// Codec returns the codec of School Grounds' commands.
func Codec() *game.TypedCodec {
	var c game.TypedCodec
	game.Register[Choose](&c)
	game.Register[RollOff](&c)
	game.Register[Reroll](&c)
	game.Register[Seen](&c)
	game.Register[Move](&c)
	game.Register[Attack](&c)
	game.Register[Open](&c)
	game.Register[Block](&c)
	game.Register[BreakWindow](&c)
	game.Register[Search](&c)
	game.Register[Keep](&c)
	game.Register[UseItem](&c)
	game.Register[Ability](&c)
	game.Register[Trade](&c)
	game.Register[Answer](&c)
	game.Register[PickUp](&c)
	game.Register[Escape](&c)
	game.Register[EndTurn](&c)
	game.Register[Damage](&c)
	game.Register[Spawn](&c)
	game.Register[MakeBrute](&c)
	game.Register[StopSpawning](&c)
	game.Register[ZombieMove](&c)
	game.Register[ZombieAttack](&c)
	game.Register[Bash](&c)
	game.Register[Hold](&c)
	game.Register[EndMaster](&c)
	return &c
}
