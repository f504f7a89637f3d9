package schoolgrounds

// Character is one of the five survivors a player may choose (school-grounds.md §3).
type Character struct {
	ID, Name string
	Role     string // "Support", "Damage", "Utility"
	Item     string // the character's own item, never traded
	// Weapon is the modifier the character's own item adds to damage when used to fight
	// (fists when the item is no weapon: 0).
	Weapon int
	// Ability in words, for the card and the help.
	Ability string
	// What the ability does, as data the rules read (code-style §4).
	Heals     int  // an active heal of this many hit points (Milo)
	Cooldown  int  // turns the heal must rest after use (Milo: 2)
	Cures     bool // an active cure and revival on a 4+ (Chaytt)
	Reroll    bool // rerolls its own losing d20 when attacking with its own item (Ellie)
	LooksTwo  bool // draws two item cards and keeps one (Franky)
	ExtraStep int  // squares added to every move (Janet)
}

// characters, in the order the start offers them.
var characters = []Character{
	{ID: "milo", Name: "Milo", Role: "Support", Item: "First Aid Kit", Heals: 3, Cooldown: 2,
		Ability: "First aid: restores 3 hit points to Milo or a survivor beside them; then rests for two of Milo's turns."},
	{ID: "ellie", Name: "Ellie", Role: "Damage", Item: "Bokken", Weapon: 2, Reroll: true,
		Ability: "Kendo: when she attacks with her bokken and her d20 loses, she rolls it again."},
	{ID: "franky", Name: "Franky", Role: "Utility", Item: "Hand Crank Flashlight", Weapon: 1, LooksTwo: true,
		Ability: "Flashlight: draws two cards when searching, keeps one and shuffles the other back."},
	{ID: "chaytt", Name: "Chaytt", Role: "Support", Item: "Holy Water", Cures: true,
		Ability: "Holy water: on a 4 or more on a d6, cures his or a neighbour's infection, or brings a turned neighbour back with 5 hit points."},
	{ID: "janet", Name: "Janet", Role: "Utility", Item: "Mop", Weapon: 1, ExtraStep: 1,
		Ability: "Janitor's legs: moves 6 squares a move instead of 5."},
}

func characterByID(id string) (Character, bool) {
	for _, c := range characters {
		if c.ID == id {
			return c, true
		}
	}
	return Character{}, false
}

// Use says what an item card does when used.
type Use string

// What item cards do.
const (
	UseWeapon   Use = "weapon"   // attack with it
	UseHeal     Use = "heal"     // restore Amount hit points to oneself or a neighbour
	UseCure     Use = "cure"     // end an infection, oneself's or a neighbour's
	UseAmmo     Use = "ammo"     // reload the weapon named by Reloads
	UseCarPart  Use = "car part" // put into the car
	UseNoAction Use = ""
)

// Item is one kind of item card (our own design: the text names only the car's parts).
type Item struct {
	Slug, Name string
	Tier       int
	Use        Use
	Mod        int    // a weapon's damage modifier
	Range      int    // a ranged weapon's reach in squares (0: hand to hand)
	Rounds     int    // a ranged weapon's magazine
	Reloads    string // an ammunition card's weapon slug
	Amount     int    // hit points a healing item restores
	Copies     int    // cards of it in its pile
	Help       string
}

// items lists every item card kind; each pile holds Copies cards of each of its tier's.
var items = []Item{
	{Slug: "car-keys", Name: "Car Keys", Tier: 1, Use: UseCarPart, Copies: 1, Help: "One of the three things the car needs."},
	{Slug: "kitchen-knife", Name: "Kitchen Knife", Tier: 1, Use: UseWeapon, Mod: 1, Copies: 2, Help: "Hand to hand, +1 damage."},
	{Slug: "baseball-bat", Name: "Baseball Bat", Tier: 1, Use: UseWeapon, Mod: 2, Copies: 2, Help: "Hand to hand, +2 damage."},
	{Slug: "bandages", Name: "Bandages", Tier: 1, Use: UseHeal, Amount: 2, Copies: 3, Help: "Restores 2 hit points to you or a survivor beside you."},
	{Slug: "slingshot", Name: "Slingshot", Tier: 1, Use: UseWeapon, Range: 4, Copies: 1, Help: "Shoots up to 4 squares in sight, +0 damage, never runs out."},
	{Slug: "painkillers", Name: "Painkillers", Tier: 1, Use: UseHeal, Amount: 3, Copies: 1, Help: "Restores 3 hit points to you or a survivor beside you."},
	{Slug: "pistol-ammo", Name: "Pistol Magazine", Tier: 1, Use: UseAmmo, Reloads: "pistol", Copies: 2, Help: "Reloads a pistol to 6 rounds."},
	{Slug: "car-battery", Name: "Car Battery", Tier: 2, Use: UseCarPart, Copies: 1, Help: "One of the three things the car needs."},
	{Slug: "pistol", Name: "Pistol", Tier: 2, Use: UseWeapon, Mod: 1, Range: 6, Rounds: 6, Copies: 2, Help: "Shoots up to 6 squares in sight, +1 damage; 6 rounds."},
	{Slug: "fire-axe", Name: "Fire Axe", Tier: 2, Use: UseWeapon, Mod: 3, Copies: 1, Help: "Hand to hand, +3 damage."},
	{Slug: "antibiotics", Name: "Antibiotics", Tier: 2, Use: UseCure, Copies: 1, Help: "Cures the infection of you or a survivor beside you."},
	{Slug: "medkit", Name: "Medkit", Tier: 2, Use: UseHeal, Amount: 5, Copies: 1, Help: "Restores 5 hit points to you or a survivor beside you."},
	{Slug: "fuel-can", Name: "Can of Fuel", Tier: 3, Use: UseCarPart, Copies: 1, Help: "One of the three things the car needs."},
	{Slug: "shotgun", Name: "Shotgun", Tier: 3, Use: UseWeapon, Mod: 3, Range: 3, Rounds: 2, Copies: 1, Help: "Shoots up to 3 squares in sight, +3 damage; 2 shells."},
	{Slug: "shotgun-shells", Name: "Shotgun Shells", Tier: 3, Use: UseAmmo, Reloads: "shotgun", Copies: 1, Help: "Reloads a shotgun to 2 shells."},
	{Slug: "chainsaw", Name: "Chainsaw", Tier: 3, Use: UseWeapon, Mod: 4, Copies: 1, Help: "Hand to hand, +4 damage."},
	{Slug: "first-aid-bag", Name: "Paramedic's Bag", Tier: 3, Use: UseHeal, Amount: 8, Copies: 1, Help: "Restores 8 hit points to you or a survivor beside you."},
}

func itemBySlug(slug string) (Item, bool) {
	for _, it := range items {
		if it.Slug == slug {
			return it, true
		}
	}
	return Item{}, false
}

// pileSize is how many cards a tier's pile starts with.
func pileSize(tier int) int {
	n := 0
	for _, it := range items {
		if it.Tier == tier {
			n += it.Copies
		}
	}
	return n
}

// The numbers of the game (school-grounds.md §3–§5).
const (
	SurvivorHP     = 30 // [completed] the text gives none; measured for an even game (S2)
	TurnedHP       = 5  // a dead player's zombie, and a revived survivor
	NormalHP       = 4
	BruteHP        = 8
	NormalActions  = 2
	BruteActions   = 3
	TurnedActions  = 2
	MaxNormals     = 15
	MaxBrutes      = 3
	BruteCost      = 10 // normal zombies side by side swapped for one brute
	SurvivorMove   = 5
	ActionsPerTurn = 2
	WindowDamage   = 2
	InfectDamage   = 2
	MaxSpawn       = 5
)
