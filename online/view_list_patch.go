package online

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strconv"

	"github.com/borrowed-time/tabletop/game"
)

// ListPatch is a list field of a view that changed in a few of its elements: its new
// length, the runs of elements kept from the list before (where they are now, where they
// were, how many: a zombie that falls or a marker that comes in the middle shifts the ones
// after it), and the elements that are new, by their place. Without Copy, the elements
// not Set are the ones at the same places before. A model that moves changes one token of
// forty.
type ListPatch[T any] struct {
	N    int       // the list's length now
	Copy [][3]int  `json:",omitempty"` // {at, from, count}: old[from:from+count] is now at [at:at+count]
	Set  map[int]T // the elements at these places are new
}

// apply makes the list the patch describes from the one before (a new list: the old one
// may be held by an earlier snapshot). A patch that leaves a place unknown or fills one
// twice, names one off either list, or makes the list longer than its new elements can, is
// an error and the list stays as it was.
func (p *ListPatch[T]) apply(field string, list *[]T) error {
	if p == nil {
		return nil
	}
	old := *list
	if p.N < 0 || p.N > len(old)+len(p.Set) {
		return fmt.Errorf("the view's changes make %s %d long, from %d with %d new", field, p.N, len(old), len(p.Set))
	}
	runs := p.Copy
	if runs == nil {
		runs = [][3]int{{0, 0, min(p.N, len(old))}}
	}
	filled := make([]bool, p.N)
	out := make([]T, p.N)
	for _, r := range runs {
		at, from, n := r[0], r[1], r[2]
		if at < 0 || from < 0 || n < 0 || at > p.N-n || from > len(old)-n {
			return fmt.Errorf("the view's changes copy %s %v, off a list of %d now and %d before", field, r, p.N, len(old))
		}
		for k := range n {
			if filled[at+k] && p.Copy != nil {
				return fmt.Errorf("the view's changes fill %s[%d] twice", field, at+k)
			}
			filled[at+k] = true
		}
		copy(out[at:at+n], old[from:from+n])
	}
	for i, x := range p.Set {
		if i < 0 || i >= p.N {
			return fmt.Errorf("the view's changes set %s[%d] of %d", field, i, p.N)
		}
		filled[i] = true
		out[i] = x
	}
	if i := slices.Index(filled, false); i >= 0 {
		return fmt.Errorf("the view's changes leave %s[%d] unknown", field, i)
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
		if lists && before != nil && name == "State" {
			if p, ok := objectPatch(before, f); ok {
				b = append(b, `"StateAt":`...)
				b = append(b, p...)
				continue
			}
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
// than the whole list (whole bytes). An element now that was in the list before is copied
// from there (each old element once), runs of them together; the others are sent.
func listPatch(before, now []json.RawMessage, whole int) ([]byte, bool) {
	used := make([]bool, len(before))
	var where map[string]int // an element's JSON → its first place before, made when needed
	type run struct{ at, from, n int }
	var runs []run
	var set []int
	off := 0
	for i, x := range now {
		j := i + off
		if j < 0 || j >= len(before) || used[j] || !bytes.Equal(before[j], x) {
			if j >= 0 && j+1 < len(before) && i+1 < len(now) && bytes.Equal(before[j+1], now[i+1]) {
				set = append(set, i) // changed where it stands: the ones after follow as before
				continue
			}
			if where == nil {
				where = make(map[string]int, len(before))
				for k := len(before) - 1; k >= 0; k-- {
					where[string(before[k])] = k
				}
			}
			k, ok := where[string(x)]
			if !ok || used[k] {
				set = append(set, i)
				continue
			}
			j, off = k, k-i
		}
		used[j] = true
		if n := len(runs); n > 0 && runs[n-1].at+runs[n-1].n == i && runs[n-1].from+runs[n-1].n == j {
			runs[n-1].n++
		} else {
			runs = append(runs, run{i, j, 1})
		}
	}
	size := 64 + 24*len(runs)
	for _, i := range set {
		size += len(now[i]) + 8
	}
	b := make([]byte, 0, min(size, whole+64))
	b = append(b, `{"N":`...)
	b = strconv.AppendInt(b, int64(len(now)), 10)
	if len(runs) != 1 || runs[0] != (run{0, 0, min(len(now), len(before))}) {
		b = append(b, `,"Copy":[`...)
		for k, r := range runs {
			if k > 0 {
				b = append(b, ',')
			}
			b = append(b, '[')
			b = strconv.AppendInt(b, int64(r.at), 10)
			b = append(b, ',')
			b = strconv.AppendInt(b, int64(r.from), 10)
			b = append(b, ',')
			b = strconv.AppendInt(b, int64(r.n), 10)
			b = append(b, ']')
		}
		b = append(b, ']')
	}
	b = append(b, `,"Set":{`...)
	for k, i := range set {
		if k > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = strconv.AppendInt(b, int64(i), 10)
		b = append(b, '"', ':')
		b = append(b, now[i]...)
		if len(b) >= whole {
			return nil, false
		}
	}
	b = append(b, '}', '}')
	return b, len(b) < whole
}
