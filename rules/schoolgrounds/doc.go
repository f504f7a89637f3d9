// Package schoolgrounds owns the School Grounds game (docs/rulesets/school-grounds.md): a
// board of 42 × 17 squares read from its scenario file (buildings, doors, hatches, windows,
// the fence, the fountain and the gas station), five survivors with their items and
// abilities, the zombie master chosen during play, opposed-d20 combat, item cards kept
// secret in each player's hand, and computer players for every seat.
package schoolgrounds
