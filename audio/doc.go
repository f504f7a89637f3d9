// Package audio owns the table's sounds: dice, gunshots, blows, groans and explosions,
// synthesized in code (nothing is downloaded). Where the machine has no sound device the table
// plays silently instead of failing.
package audio
