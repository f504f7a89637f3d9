// Package audio will own the table's sounds, synthesized in code (dice, weapons, groans), played
// in response to game events and silent where there is no audio device. It arrives with the
// desktop-table issue.
package audio
