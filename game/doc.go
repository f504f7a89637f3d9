// Package game is the one engine every game on the table runs on, whatever its rules: the
// command log, validate-then-apply with nothing changed on refusal (a panic in the rules is a
// refusal too, a RulesFault), seeded and table dice, events, the state's fingerprint, save
// and load by replay, undo, seats (who may command what), the actions a seat may take now
// and the view of a game that one seat may see. It knows no game's rules: each rule system
// is a Ruleset, and most implement Rules[S] over their own plain-data state S, which Game[S]
// runs. Front ends (the table, simulations, previews, a server) hold a Session and never a
// ruleset's own types. Nothing here needs a window. The package conformance checks any
// ruleset against the contract.
package game
