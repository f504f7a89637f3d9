// Package rules lists the rule systems this table plays and finds the one a scenario file
// or a save is for: the one place that knows every ruleset, so that the table, the
// simulator, the preview and a server work for all of them through game.Ruleset.
package rules
