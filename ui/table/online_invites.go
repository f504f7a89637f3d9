package table

import (
	"image"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/ui/clipboard"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// invite is an invite link the host of an online game may pass on: a seat's, or the one to
// watch (seat "").
type invite struct {
	seat game.SeatID
	name string // "The Magpies", or "" for the watchers' link
	link string
}

// panelInvites: a button per invite link that is still of use (its seat is away, or the
// link to watch), which copies it to the clipboard. Selecting text in the log is not
// possible, and in a browser there is no terminal to copy it from.
func (p *Table) panelInvites(w *sessionPanel, r *remoteSession) {
	here := map[game.SeatID]bool{}
	for _, s := range r.c.State().Seats {
		here[s.ID] = s.Connected > 0 || s.Computer
	}
	x := int(w.x0) + 14
	for _, inv := range p.invites {
		if inv.seat != "" && here[inv.seat] {
			continue
		}
		label, help := "Copy the link to watch", "Copy the link for people who only watch (no secrets shown) to the clipboard, to paste into a message."
		if inv.seat != "" {
			label = "Copy the invite for " + inv.name
			help = "Copy the invite link for " + inv.name + " to the clipboard, to paste into a message to whoever plays them. It opens their seat: send it to them alone."
		}
		link := inv.link
		p.buttons = append(p.buttons, widget.Button{Rect: image.Rect(x, int(w.y), x+PanelWidth-28, int(w.y)+20), Label: label, Help: help, Enabled: true,
			Do: func() { p.copyText(link, label) }})
		w.y += 23
	}
}

// copyText puts text on the clipboard in the background; the next frames say how it went.
func (p *Table) copyText(text, what string) {
	p.copying = make(chan error, 1)
	p.copyWhat = what
	clipboard.Write(text, p.copying)
}

// copied says, once the clipboard has answered, whether the copy worked.
func (p *Table) copied() {
	if p.copying == nil {
		return
	}
	select {
	case err := <-p.copying:
		p.copying = nil
		if err != nil {
			p.problem(err.Error())
			return
		}
		p.hint("Done: " + p.copyWhat[len("Copy "):] + " is on the clipboard. Paste it into a message.")
	default:
	}
}
