// Package directordeck owns the Director-deck game (docs/rulesets/director-deck.md), the
// card-driven cooperative ruleset v0.3 finished for this table: survivors cross a town of hex
// tiles laid as they explore (package hex), a Director deck sets each round's Horde Level,
// every survivor adds an attack card face down to a suppression pile that is shuffled before
// it is revealed, the zombies the team fails to hold back are placed by D6 on the tile's
// numbered hexes, and attack cards drawn from each weapon's ammunition deck are the
// survivors' shots. It owns the phases in the text's order, the cards, weapons, items,
// special attacks and tiles we designed where the text is silent, the views (a hand of cards
// and a committed card are their player's alone) and computer players for every seat.
package directordeck
