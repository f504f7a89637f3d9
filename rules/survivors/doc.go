// Package survivors owns the Survivors game (docs/rulesets/survivors.md) as one ruleset
// behind the engine seam: its profiles and weapons, its scenario fields (bands, starting
// zombies, solo and victory conditions), its state and one command type per action, the
// judgement of every rule (deployment, initiative, command points, actions, attacks,
// disturbance, zombie activity events and the surge, searching and supplies, victory, the
// one-band modes), what the panel offers and what each seat sees, and simple computer
// players for every seat. The engine runs it; the table never sees its types.
package survivors
