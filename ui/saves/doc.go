// Package saves keeps the tables' saved games: the numbered slots the players save to and
// load from, and the autosave slot the game in play is written to as it goes on (the start
// screen's Continue). On the desktop a slot is a file beside the -save file; in the browser,
// an entry of the page's local storage. It also says in a line what a slot holds.
package saves
