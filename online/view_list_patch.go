package online

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"

	"github.com/borrowed-time/tabletop/game"
)

// ListPatch is a list field of a view that changed in a few of its elements: its new length
// and the elements that differ from the list before, by their place (the ones past the old
// length among them). A model that moves changes one token of forty.
type ListPatch[T any] struct {
	N   int       // the list's length now
	Set map[int]T // the elements at these places are new
}

// apply makes the list the patch describes from the one before (a new list: the old one
// may be held by an earlier snapshot). A patch that leaves a place unknown, or names one
// off the list, is an error and the list stays as it was.
func (p *ListPatch[T]) apply(field string, list *[]T) error {
	if p == nil {
		return nil
	}
	old := *list
	switch {
	case p.N < 0 || p.N > len(old)+len(p.Set):
		return fmt.Errorf("the view's changes make %s %d long, from %d with %d new", field, p.N, len(old), len(p.Set))
	}
	for i := range p.Set {
		if i < 0 || i >= p.N {
			return fmt.Errorf("the view's changes set %s[%d] of %d", field, i, p.N)
		}
	}
	for i := len(old); i < p.N; i++ {
		if _, ok := p.Set[i]; !ok {
			return fmt.Errorf("the view's changes leave %s[%d] unknown", field, i)
		}
	}
	out := make([]T, p.N)
	copy(out, old)
	for i, x := range p.Set {
		out[i] = x
	}
	*list = out
	return nil
}

// ChangesOf is the changes from prev to cur, ready to send (prev nil: the whole view). With
// lists, a list field that changed in few of its elements is sent as those elements (a
// ListPatch, which clients of protocol 2 read), when that is shorter than the whole list.
func ChangesOf(prev, cur *EncodedView, lists bool) ViewChanges {
	t := reflect.TypeFor[game.View]()
	var cleared []string
	b := make([]byte, 1, 256)
	b[0] = '{'
	for i, f := range cur.Fields {
		var before json.RawMessage
		if prev != nil && i < len(prev.Fields) {
			before = prev.Fields[i]
			if bytes.Equal(before, f) {
				continue
			}
		}
		name := t.Field(i).Name
		if bytes.Equal(f, []byte("null")) {
			cleared = append(cleared, name)
			continue
		}
		if len(b) > 1 {
			b = append(b, ',')
		}
		if lists && prev != nil && i < len(prev.items) && i < len(cur.items) && prev.items[i] != nil && cur.items[i] != nil {
			if p, ok := listPatch(prev.items[i], cur.items[i], len(f)); ok {
				b = append(b, `"`+name+`At":`...)
				b = append(b, p...)
				continue
			}
		}
		b = append(b, `"`+name+`":`...)
		b = append(b, f...)
	}
	if len(cleared) > 0 {
		if len(b) > 1 {
			b = append(b, ',')
		}
		names, _ := json.Marshal(cleared)
		b = append(b, `"Cleared":`...)
		b = append(b, names...)
	}
	b = append(b, '}')
	return ViewChanges{encoded: b}
}

// listPatch writes a ListPatch from the elements before to the ones now, if it is shorter
// than the whole list (whole bytes).
func listPatch(before, now []json.RawMessage, whole int) ([]byte, bool) {
	b := make([]byte, 0, 64)
	b = append(b, `{"N":`...)
	b = strconv.AppendInt(b, int64(len(now)), 10)
	b = append(b, `,"Set":{`...)
	first := true
	for i, x := range now {
		if i < len(before) && bytes.Equal(before[i], x) {
			continue
		}
		if !first {
			b = append(b, ',')
		}
		first = false
		b = append(b, '"')
		b = strconv.AppendInt(b, int64(i), 10)
		b = append(b, '"', ':')
		b = append(b, x...)
		if len(b) >= whole {
			return nil, false
		}
	}
	b = append(b, '}', '}')
	return b, len(b) < whole
}
