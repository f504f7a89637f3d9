package main

import (
	"github.com/borrowed-time/tabletop/render"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"image/color"
)

// trayRoll is one row of the dice tray: who rolled, in what role, and the dice.
type trayRoll struct {
	who  string // "Officer Ramirez — attack"
	dice []int
}

// trayRows turns one command's roll events into labelled rows. In an opposed roll the
// attacker's row comes first and names its target; the row that answers it is the defence.
func trayRows(st *bt.State, ev []bt.Event) []trayRoll {
	var rows []trayRoll
	prevModel, prevTarget := "", ""
	for _, e := range ev {
		if e.Type != bt.EvRoll {
			continue
		}
		role := "roll"
		switch {
		case e.Target != "" && e.Target == prevModel && e.Model == prevTarget:
			role = "defence"
		case e.Target != "":
			role = "attack"
		}
		who := "Director"
		if m := st.Model(e.Model); m != nil && m.IsSurvivor() {
			who = bt.ModelName(m)
		} else if m != nil {
			who = nameOf(m.ID)
		}
		rows = append(rows, trayRoll{who: who + " — " + role + ": " + bt.Plural(countAtLeast(e.Dice, 4), "success", "successes"), dice: e.Dice})
		prevModel, prevTarget = e.Model, e.Target
	}
	return rows
}

func countAtLeast(dice []int, n int) int {
	k := 0
	for _, d := range dice {
		if d >= n {
			k++
		}
	}
	return k
}

// drawDiceTray shows the rolls of the last command that rolled, each row labelled:
// successes green, complications (1s) red.
func (p *play) drawDiceTray(dst *panelCanvas, x, y float64) {
	dst.text("Dice · 4+ succeeds · 1 adds Heat", x, y, 11, colDim, render.AlignLeft)
	rows := p.diceTray
	if len(rows) > 2 {
		rows = rows[len(rows)-2:]
	}
	for row, r := range rows {
		ry := y + 12 + float64(row)*38
		dst.text(r.who, x, ry+6, 11, colWhite, render.AlignLeft)
		for k, d := range r.dice {
			if k >= 12 {
				break
			}
			c := color.RGBA{225, 225, 215, 255}
			switch {
			case d >= 4:
				c = color.RGBA{110, 210, 110, 255}
			case d == 1:
				c = color.RGBA{230, 90, 80, 255}
			}
			dx := x + float64(k)*24
			dst.rect(dx, ry+14, 20, 20, c)
			dst.text(string(rune('0'+d)), dx+10, ry+24, 13, color.RGBA{20, 20, 20, 255}, render.AlignCenter)
		}
	}
}
