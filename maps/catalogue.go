package maps

// The ids of Borrowed Time's content that a scenario may name. The game package owns what
// each one does; the loader only refuses ids that do not exist.

// TerrainKinds lists terrain kinds with their default traits.
var terrainKinds = map[string]kindDefaults{
	"building":  {}, // walls, doors and windows instead of traits
	"wall":      {blocksSight: true, cover: "heavy", movement: "impassable"},
	"fence":     {blocksSight: false, cover: "light", movement: "impassable"},
	"vehicle":   {blocksSight: true, cover: "heavy", movement: "impassable"},
	"rubble":    {blocksSight: false, cover: "light", movement: "difficult"},
	"scatter":   {blocksSight: false, cover: "light", movement: "impassable"},
	"barricade": {blocksSight: false, cover: "heavy", movement: "impassable"},
	"hedge":     {blocksSight: true, cover: "light", movement: "difficult"},
	"woods":     {blocksSight: true, cover: "light", movement: "difficult"},
	"road":      {blocksSight: false, cover: "none", movement: "open"},
	"pavement":  {blocksSight: false, cover: "none", movement: "open"},
}

type kindDefaults struct {
	blocksSight bool
	cover       string
	movement    string
}

var spawnKinds = set("manhole", "alley", "doorway", "edge", "other")

var zombieTypes = set("shambler", "horde", "screamer", "brute", "hunter", "bloater")

var survivorIDs = set("ramirez", "grizz", "sharma", "leo", "odessa", "sparky", "father-michael", "patches", "fury", "lady-luck")

var salvageDecks = set("starter", "urban-emergency")

var salvageCards = set(
	"ammo-reload", "flashlight", "backpack", "military-radio", "climbing-gear", "flare-gun",
	"fire-axe", "machete", "grenade", "molotov-cocktail", "hunting-rifle", "smg", "shotgun",
	"medkit", "adrenaline-shot",
	"beans", "car-keys", "shoe", "twinkie", "pogs", "leaky-battery",
	"loud-crash", "its-a-trap", "the-biter", "infested",
	"gas-can",
)

var objectiveRules = set("escape-plan", "signal-for-rescue", "none")

var specialRules = set(
	"highly-flammable", "right-place-right-time", "required-supplies",
	"vertical-threat", "crumbling-facade", "nowhere-to-run",
)

func set(xs ...string) map[string]bool {
	m := make(map[string]bool, len(xs))
	for _, x := range xs {
		m[x] = true
	}
	return m
}
