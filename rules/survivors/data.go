package survivors

// Profile is an archetype's statistics (survivors.md §2.2). Rolls are "this or more" on a D6.
type Profile struct {
	ID      string
	Name    string
	Move    float64 // inches per Move; twice for an Advance
	Melee   int
	Shoot   int
	Defence int
	Counter int
	Health  int
	CP      int
	Points  int
	// MaxPerBand is the most of this archetype in a band (0: any number); Leader is exactly one.
	MaxPerBand int
	Leader     bool
}

// The archetypes and the zombie (§2.2).
var profiles = map[string]Profile{
	"leader":   {ID: "leader", Name: "Leader", Move: 5, Melee: 3, Shoot: 4, Defence: 4, Counter: 6, Health: 3, CP: 3, Points: 25, MaxPerBand: 1, Leader: true},
	"veteran":  {ID: "veteran", Name: "Veteran", Move: 5, Melee: 4, Shoot: 3, Defence: 5, Counter: 6, Health: 2, CP: 2, Points: 15, MaxPerBand: 2},
	"brawler":  {ID: "brawler", Name: "Brawler", Move: 5, Melee: 3, Shoot: 5, Defence: 4, Counter: 5, Health: 3, CP: 2, Points: 15, MaxPerBand: 2},
	"scout":    {ID: "scout", Name: "Scout", Move: 6, Melee: 4, Shoot: 4, Defence: 4, Counter: 6, Health: 2, CP: 2, Points: 12, MaxPerBand: 2},
	"survivor": {ID: "survivor", Name: "Survivor", Move: 5, Melee: 4, Shoot: 4, Defence: 5, Counter: 6, Health: 2, CP: 2, Points: 10},
	"civilian": {ID: "civilian", Name: "Civilian", Move: 5, Melee: 5, Shoot: 5, Defence: 5, Counter: 6, Health: 1, CP: 1, Points: 4},
}

// zombieProfile is every zombie's profile.
var zombieProfile = Profile{ID: "zombie", Name: "Zombie", Move: 4, Melee: 4, Defence: 6, Counter: 4, Health: 1}

// archetypeIDs lists the archetypes in the order players read them.
var archetypeIDs = []string{"leader", "veteran", "brawler", "scout", "survivor", "civilian"}

// Weapon is one weapon's profile (§8.2); each special rule is a flag (§8.1).
type Weapon struct {
	ID      string
	Name    string
	Ranged  bool
	Range   float64 // inches; 1 for melee
	Attacks int
	Points  int
	// Special rules.
	BadIdea, Fire, Loud, Rare, Reliable, Reload, Risky, Silent bool
	// Clumsy: hits need one more than the profile (Unarmed).
	Clumsy bool
}

// Unarmed is the attack every character has.
const Unarmed = "unarmed"

var weapons = map[string]Weapon{
	Unarmed:           {ID: Unarmed, Name: "Unarmed", Range: 1, Attacks: 1, Silent: true, Reliable: true, Clumsy: true},
	"knife":           {ID: "knife", Name: "Knife", Range: 1, Attacks: 1, Points: 1, Silent: true, Reliable: true},
	"club":            {ID: "club", Name: "Club", Range: 1, Attacks: 2, Points: 2, Silent: true},
	"machete":         {ID: "machete", Name: "Machete", Range: 1, Attacks: 2, Points: 4, Silent: true, Reliable: true},
	"fire-axe":        {ID: "fire-axe", Name: "Fire Axe", Range: 1, Attacks: 3, Points: 5, Silent: true},
	"chainsaw":        {ID: "chainsaw", Name: "Chainsaw", Range: 1, Attacks: 4, Points: 8, BadIdea: true, Risky: true, Rare: true},
	"bow":             {ID: "bow", Name: "Bow", Ranged: true, Range: 18, Attacks: 1, Points: 3, Silent: true},
	"crossbow":        {ID: "crossbow", Name: "Crossbow", Ranged: true, Range: 18, Attacks: 2, Points: 5, Silent: true, Reload: true},
	"pistol":          {ID: "pistol", Name: "Pistol", Ranged: true, Range: 12, Attacks: 2, Points: 4, Loud: true},
	"silenced-pistol": {ID: "silenced-pistol", Name: "Silenced Pistol", Ranged: true, Range: 12, Attacks: 1, Points: 5, Silent: true, Rare: true},
	"revolver":        {ID: "revolver", Name: "Revolver", Ranged: true, Range: 12, Attacks: 2, Points: 5, Loud: true, Reliable: true},
	"shotgun":         {ID: "shotgun", Name: "Shotgun", Ranged: true, Range: 8, Attacks: 3, Points: 6, Loud: true, Reload: true},
	"hunting-rifle":   {ID: "hunting-rifle", Name: "Hunting Rifle", Ranged: true, Range: 24, Attacks: 2, Points: 6, Loud: true, Reload: true, Reliable: true},
	"assault-rifle":   {ID: "assault-rifle", Name: "Assault Rifle", Ranged: true, Range: 18, Attacks: 3, Points: 9, Loud: true, Rare: true},
	"flare-gun":       {ID: "flare-gun", Name: "Flare Gun", Ranged: true, Range: 12, Attacks: 1, Points: 4, Fire: true, BadIdea: true, Reload: true},
	"flamethrower":    {ID: "flamethrower", Name: "Flamethrower", Ranged: true, Range: 6, Attacks: 3, Points: 10, Fire: true, Loud: true, Risky: true, Rare: true},
}

// weaponIDs lists the weapons a band may buy, in the list's order (§8.2).
var weaponIDs = []string{"knife", "club", "machete", "fire-axe", "chainsaw", "bow", "crossbow", "pistol",
	"silenced-pistol", "revolver", "shotgun", "hunting-rifle", "assault-rifle", "flare-gun", "flamethrower"}

// Rules of the game that are numbers (survivors.md).
const (
	rounds         = 6    // T1
	maxZombies     = 40   // P4
	maxCharacters  = 10   // P1
	maxSupplies    = 3    // S2
	maxWeapons     = 2    // B2
	defaultPoints  = 100  // B1
	meleeReach     = 1.0  // §5: within 1"
	searchReach    = 1.0  // S3
	quietRadius    = 6.0  // S3, S8, D2
	eventRadius    = 12.0 // Z1
	badIdeaRadius  = 18.0 // Z2
	placeRadius    = 3.0  // Z3
	surgeQuiet     = 12.0 // §7.3 4–5
	climbReach     = 1.0  // §4 Climb
	badIdeaFailure = 3    // D7
)

// specials lists a weapon's special rules in words.
func (w Weapon) specials() []string {
	var out []string
	for _, f := range []struct {
		on   bool
		name string
	}{{w.BadIdea, "Bad Idea"}, {w.Fire, "Fire"}, {w.Loud, "Loud"}, {w.Rare, "Rare"}, {w.Reliable, "Reliable"},
		{w.Reload, "Reload"}, {w.Risky, "Risky"}, {w.Silent, "Silent"}} {
		if f.on {
			out = append(out, f.name)
		}
	}
	return out
}
