// Package start is how the table program starts and what it starts: the command line's
// options, the start screen (the game, its scenario and house rules, who plays each seat, the
// join line for an invite link, the list of saves to load, Continue), and the games it begins
// from them — a new game, a save, the autosave, the guided first game, an online game
// joined or hosted — each put at the table on the window's stack of screens. Run opens the
// window.
package start
