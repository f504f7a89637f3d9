// Package tabletest holds what the table's tests share across packages (the table's own, the
// start screen's, the window tests'): a game server on localhost, the guided first game
// played through by a hand (headless or in a real window), a game's round, a computer's next
// command, a built-in scenario's file. Only tests import it.
package tabletest
