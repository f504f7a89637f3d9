// Package table is the one table every game is played on: a game of any ruleset (a session of
// package game, kept here or by a game server online) drawn to scale with its panel, played
// with the mouse and the keys by the people at the table and by the computer's seats. It owns
// the play (selecting, dragging, aiming, the actions a seat can take, table dice), the
// drawing (the board, the tokens, the tape and the ruler, the marks of what happened, the
// snap spots, the tips), the panel and its log, the camera, the overlays (help, briefing,
// save and load slots, the hand-over cover), the guided first game (the tutorial), the
// computer's thinking off the drawing loop, the sounds of what happens, the autosave, and an
// online game's seat (its server's client, chat and invites).
package table
