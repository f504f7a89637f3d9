package maps

import (
	"os"
	"testing"
)

// testCatalog is Borrowed Time's built-in scenarios, read where its package keeps them: maps
// embeds none, and its tests load real files.
func testCatalog() Catalog {
	return NewCatalog(Shelf{Ruleset: BorrowedTime, Files: os.DirFS("../rules/borrowedtime/scenarios")})
}

// builtin loads one of Borrowed Time's built-in scenarios.
func builtin(name string) (*Scenario, error) {
	data, err := testCatalog().Source(name)
	if err != nil {
		return nil, err
	}
	return Load(name, data)
}

// A catalog lists each game's scenarios from its shelf, finds their text and game, and
// refuses an id on two shelves or a file on the wrong game's shelf.
func TestCatalogListsEachGamesShelf(t *testing.T) {
	bt := os.DirFS("../rules/borrowedtime/scenarios")
	c := NewCatalog(Shelf{Ruleset: BorrowedTime, Files: bt}, Shelf{Ruleset: "survivors", Files: os.DirFS("../rules/survivors/scenarios")})
	if got := c.NamesFor(BorrowedTime); len(got) != 2 || got[0] != "last-stop-gas" || got[1] != "rooftop-signal" {
		t.Fatalf("Borrowed Time's scenarios: %v", got)
	}
	if got := c.Names(); len(got) != 4 {
		t.Fatalf("every scenario: %v", got)
	}
	if c.Ruleset("pharmacy-run") != "survivors" || c.Ruleset("last-stop-gas") != BorrowedTime || c.Ruleset("nowhere") != "" {
		t.Fatalf("rulesets: %q %q", c.Ruleset("pharmacy-run"), c.Ruleset("last-stop-gas"))
	}
	if data, err := c.Source("pharmacy-run"); err != nil || len(data) == 0 {
		t.Fatalf("source: %v", err)
	}
	if _, err := c.Source("nowhere"); err == nil {
		t.Fatal("a scenario no shelf holds was found")
	}
	if err := c.Check(); err != nil {
		t.Fatalf("a good catalog: %v", err)
	}
	twice := NewCatalog(Shelf{Ruleset: BorrowedTime, Files: bt}, Shelf{Ruleset: BorrowedTime, Files: bt})
	if err := twice.Check(); err == nil {
		t.Fatal("an id on two shelves passed the check")
	}
	wrong := NewCatalog(Shelf{Ruleset: "survivors", Files: bt})
	if err := wrong.Check(); err == nil {
		t.Fatal("Borrowed Time's files on Survivors' shelf passed the check")
	}
}
