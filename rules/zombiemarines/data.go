package zombiemarines

// Kind is a type of marine (zombie-marines.md K3–K6).
type Kind string

// The marine types.
const (
	Medic      Kind = "medic"
	Grunt      Kind = "grunt"
	Sergeant   Kind = "sergeant"
	Lieutenant Kind = "lieutenant"
)

// Profile is a marine type's characteristics and starting equipment.
type Profile struct {
	Name  string
	Speed int // squares a turn (A1)
	HP    int
	Items []ItemKind
	// Orders: may order another marine to move one square further (K6).
	Orders bool
}

// profiles are the marine types (K3–K6).
var profiles = map[Kind]Profile{
	Medic:      {Name: "Medic", Speed: 5, HP: 3, Items: []ItemKind{Pistol, SMG, SMGReload, Medkit, Knife}},
	Grunt:      {Name: "Grunt", Speed: 3, HP: 5, Items: []ItemKind{Pistol, Rifle, RifleReload, Grenade, Knife}},
	Sergeant:   {Name: "Sergeant", Speed: 4, HP: 4, Items: []ItemKind{Pistol, Shotgun, Knife}},
	Lieutenant: {Name: "Lieutenant", Speed: 4, HP: 4, Items: []ItemKind{Pistol, SMG, PistolReload, Knife}, Orders: true},
}

// kindOrder lists the marine types in the order the panel offers them.
var kindOrder = []Kind{Medic, Grunt, Sergeant, Lieutenant}

// ItemKind is a piece of equipment.
type ItemKind string

// The equipment of the game.
const (
	Pistol       ItemKind = "pistol"
	SMG          ItemKind = "smg"
	Rifle        ItemKind = "rifle"
	Shotgun      ItemKind = "shotgun"
	Knife        ItemKind = "knife"
	Medkit       ItemKind = "medkit"
	Grenade      ItemKind = "grenade"
	PistolReload ItemKind = "pistol-reload"
	SMGReload    ItemKind = "smg-reload"
	RifleReload  ItemKind = "rifle-reload"
)

// ItemSpec is what a piece of equipment does.
type ItemSpec struct {
	Name string
	// Short is the name on a button, when Name is too long for one ("Rifle").
	Short string
	// Attack: a weapon, with its modifier (A8); Ammo its full load (0: needs none).
	Attack bool
	Mod    int
	Ammo   int
	Auto   bool // automatic fire (A10)
	Melee  bool // only against an adjacent zombie (A13)
	// Reloads names the weapon a reload refills (A12).
	Reloads ItemKind
}

// items is every piece of equipment (K3–K6, A8).
var items = map[ItemKind]ItemSpec{
	Pistol:       {Name: "Pistol", Attack: true, Ammo: 12},
	SMG:          {Name: "SMG", Attack: true, Ammo: 20, Auto: true},
	Rifle:        {Name: "Assault Rifle", Short: "Rifle", Attack: true, Mod: 1, Ammo: 20, Auto: true},
	Shotgun:      {Name: "Auto-Shotgun", Short: "Shotgun", Attack: true, Mod: 2, Ammo: 8, Auto: true},
	Knife:        {Name: "Knife", Attack: true, Melee: true},
	Medkit:       {Name: "Medkit"},
	Grenade:      {Name: "Grenade"},
	PistolReload: {Name: "Pistol Reload", Reloads: Pistol},
	SMGReload:    {Name: "SMG Reload", Reloads: SMG},
	RifleReload:  {Name: "Rifle Reload", Reloads: Rifle},
}

// Unarmed is the bare-hands attack every marine has (A13): not an item.
const Unarmed ItemKind = "unarmed"

var unarmed = ItemSpec{Name: "Bare Hands", Attack: true, Mod: -1, Melee: true}

// spec returns what an item kind is, with bare hands included.
func spec(k ItemKind) (ItemSpec, bool) {
	if k == Unarmed {
		return unarmed, true
	}
	s, ok := items[k]
	return s, ok
}

// buttonName is the item's name as a button shows it.
func (sp ItemSpec) buttonName() string {
	if sp.Short != "" {
		return sp.Short
	}
	return sp.Name
}
