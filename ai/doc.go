// Package ai owns the computer players: the automatic Director, which spends Heat by a fixed
// policy and picks the zombies' victims, and computer survivors, who pursue the scenario's
// objectives, search, shoot what threatens them, revive the fallen and fall back when hurt.
// They read a game's state and propose commands; the game's one entry point, Apply, decides,
// so a computer player can never break a rule. The policies are in docs/balance.md.
package ai
