package directordeck

// WeaponKind names a weapon.
type WeaponKind string

// The weapons (director-deck.md §W).
const (
	Pistol       WeaponKind = "pistol"
	Shotgun      WeaponKind = "shotgun"
	AssaultRifle WeaponKind = "assault-rifle"
	HuntingRifle WeaponKind = "hunting-rifle"
)

// Weapon is a weapon's card: its ammunition deck (attack card values), the hand it draws
// (its clip), how far it reaches, how many cards one attack may spend, how many it may add
// to a suppression pile, and whether its spent cards come back on a reload.
type Weapon struct {
	Name     string
	Deck     []int // the values of its attack cards
	Hand     int   // cards drawn on a reload
	Range    int   // hexes
	Rate     int   // cards one attack may spend
	Suppress int   // cards it may add to the suppression pile
	Endless  bool  // spent cards return to the deck on a reload (a sidearm never runs dry)
}

// weapons are the weapon cards (director-deck.md §W).
var weapons = map[WeaponKind]Weapon{
	Pistol:       {Name: "Pistol", Deck: []int{0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2}, Hand: 4, Range: 4, Rate: 2, Suppress: 1, Endless: true},
	Shotgun:      {Name: "Shotgun", Deck: []int{1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3}, Hand: 3, Range: 2, Rate: 1, Suppress: 1},
	AssaultRifle: {Name: "Assault Rifle", Deck: []int{0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3}, Hand: 5, Range: 6, Rate: 2, Suppress: 2},
	HuntingRifle: {Name: "Hunting Rifle", Deck: []int{1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3}, Hand: 3, Range: 10, Rate: 1, Suppress: 1},
}

// ItemKind names an item (or a weapon lying on the board).
type ItemKind string

// The items (director-deck.md §I). A weapon found on the board is an item until picked up.
const (
	Medkit   ItemKind = "medkit"
	AmmoBox  ItemKind = "ammo-box"
	PipeBomb ItemKind = "pipe-bomb"
)

// itemNames name items and weapons as players read them.
var itemNames = map[ItemKind]string{
	Medkit: "Medkit", AmmoBox: "Box of Ammunition", PipeBomb: "Pipe Bomb",
	ItemKind(Shotgun): "Shotgun", ItemKind(AssaultRifle): "Assault Rifle", ItemKind(HuntingRifle): "Hunting Rifle",
}

// itemHelp says what each item does.
var itemHelp = map[ItemKind]string{
	Medkit:   "Restores 3 hit points to its carrier or a survivor beside them (never above the most they have).",
	AmmoBox:  "Refills the ammunition deck of the weapon in hand to a full deck.",
	PipeBomb: "Destroys every zombie within 2 hexes of the thrower that is not a special zombie, and stuns the special ones there.",
}

// isWeapon reports whether an item on the board is a weapon.
func isWeapon(k ItemKind) bool { _, ok := weapons[WeaponKind(k)]; return ok }

// MaxItems is how many items (not weapons) a survivor carries; a survivor carries the pistol
// and one other weapon (director-deck.md §I).
const MaxItems = 2

// ZombieKind is a kind of zombie.
type ZombieKind string

// The zombies: the ordinary dead and the special attacks (director-deck.md §Z).
const (
	Walker  ZombieKind = "walker"
	Hunter  ZombieKind = "hunter"
	Brute   ZombieKind = "brute"
	Screams ZombieKind = "screamer" // the Screamer is an event, not a model (it never stays on the board)
)

// ZombieProfile is a zombie's card: its name, its hit points (the attack card values it
// takes to destroy), its wounds a round and the token drawn for it.
type ZombieProfile struct {
	Name    string
	HP      int
	Wounds  int
	Token   string // the drawing's kind
	Special bool
}

var zombieProfiles = map[ZombieKind]ZombieProfile{
	Walker: {Name: "Zombie", HP: 2, Wounds: 1, Token: "shambler"},
	Hunter: {Name: "Hunter", HP: 3, Wounds: 1, Token: "hunter", Special: true},
	Brute:  {Name: "Brute", HP: 5, Wounds: 2, Token: "brute", Special: true},
}

// Character is a survivor's card.
type Character struct {
	Name    string
	Label   string
	Weapon  WeaponKind // the weapon beside the pistol ("" for none)
	Items   []ItemKind
	Tagline string
}

// characters are the four survivors, in seat order (director-deck.md §S).
var characters = []Character{
	{Name: "Rosa Quint", Label: "R", Weapon: AssaultRifle, Tagline: "ex-army, keeps the rifle clean"},
	{Name: "Dev Marsh", Label: "D", Weapon: Shotgun, Tagline: "a locksmith with a shotgun"},
	{Name: "Hal Brody", Label: "H", Weapon: HuntingRifle, Tagline: "an old deer hunter"},
	{Name: "June Park", Label: "J", Items: []ItemKind{Medkit, PipeBomb}, Tagline: "a nurse with a full bag"},
}

// The survivors' numbers (director-deck.md §S).
const (
	SurvivorHP = 6 // hit points
	Speed      = 3 // hexes a move
	DeathAt    = -3
	WakeRange  = 5 // hexes: attack cards spent within this wake inactive zombies (rules §6)
	MeleeStuns = 3 // zombies a melee stuns (rules §6)
)
