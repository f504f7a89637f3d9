package online

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
)

// ObjectPatch is a JSON object that changed in some of its members: their new values (the
// members new to it among them) and the names of the members gone. A ruleset's own state
// in a view (game.View.State) is such an object, and a command changes a few of its members:
// the zombies, the round, one marine.
type ObjectPatch struct {
	Set  map[string]json.RawMessage `json:",omitempty"`
	Gone []string                   `json:",omitempty"`
}

// member is one member of a JSON object: its name as written (quoted) and its value.
type member struct{ key, value []byte }

// objectPatch writes an ObjectPatch from one JSON object to another, if both are objects
// with no name twice and the patch is shorter than the object now.
func objectPatch(before, now []byte) ([]byte, bool) {
	old, ok := members(before)
	if !ok {
		return nil, false
	}
	cur, ok := members(now)
	if !ok {
		return nil, false
	}
	byKey := make(map[string][]byte, len(old))
	for _, m := range old {
		byKey[string(m.key)] = m.value
	}
	if len(byKey) != len(old) {
		return nil, false
	}
	b := make([]byte, 0, 256)
	b = append(b, `{"Set":{`...)
	seen := make(map[string]bool, len(cur))
	n := 0
	for _, m := range cur {
		if seen[string(m.key)] {
			return nil, false
		}
		seen[string(m.key)] = true
		if v, ok := byKey[string(m.key)]; ok && bytes.Equal(v, m.value) {
			continue
		}
		if n > 0 {
			b = append(b, ',')
		}
		n++
		b = append(b, m.key...)
		b = append(b, ':')
		b = append(b, m.value...)
		if len(b) >= len(now) {
			return nil, false
		}
	}
	b = append(b, '}')
	gone := 0
	for _, m := range old {
		if seen[string(m.key)] {
			continue
		}
		if gone == 0 {
			b = append(b, `,"Gone":[`...)
		} else {
			b = append(b, ',')
		}
		gone++
		b = append(b, m.key...)
	}
	if gone > 0 {
		b = append(b, ']')
	}
	b = append(b, '}')
	return b, len(b) < len(now)
}

// apply makes the object the patch describes from the one before: its members in their
// order with the new values, the gone ones left out, and the new ones after them (by name).
func (p *ObjectPatch) apply(before json.RawMessage) (json.RawMessage, error) {
	old, ok := members(before)
	if !ok {
		return nil, errors.New("the view's changes patch a state that is not a JSON object")
	}
	used := make(map[string]bool, len(p.Set))
	b := make([]byte, 0, len(before)+64)
	b = append(b, '{')
	add := func(key []byte, value []byte) {
		if len(b) > 1 {
			b = append(b, ',')
		}
		b = append(b, key...)
		b = append(b, ':')
		b = append(b, value...)
	}
	for _, m := range old {
		name, err := memberName(m.key)
		if err != nil {
			return nil, err
		}
		if slices.Contains(p.Gone, name) {
			continue
		}
		if v, ok := p.Set[name]; ok {
			used[name] = true
			add(m.key, v)
			continue
		}
		add(m.key, m.value)
	}
	var fresh []string
	for name := range p.Set {
		if !used[name] {
			fresh = append(fresh, name)
		}
	}
	slices.Sort(fresh)
	for _, name := range fresh {
		key, _ := json.Marshal(name)
		add(key, p.Set[name])
	}
	b = append(b, '}')
	if !json.Valid(b) {
		return nil, errors.New("the view's changes make the state's JSON invalid")
	}
	return b, nil
}

// memberName is a member's name from its quoted form.
func memberName(key []byte) (string, error) {
	if len(key) >= 2 && bytes.IndexByte(key, '\\') < 0 {
		return string(key[1 : len(key)-1]), nil
	}
	var s string
	err := json.Unmarshal(key, &s)
	return s, err
}

// members splits a JSON object into its members, without decoding their values; false when
// data is not one object. It reads structure only: data is JSON already checked (the
// server's encoding, or a message a client decoded).
func members(data []byte) ([]member, bool) {
	i := skipSpace(data, 0)
	if i >= len(data) || data[i] != '{' {
		return nil, false
	}
	var out []member
	i = skipSpace(data, i+1)
	if i < len(data) && data[i] == '}' {
		return out, skipSpace(data, i+1) == len(data)
	}
	for {
		ks := skipSpace(data, i)
		ke, ok := skipString(data, ks)
		if !ok {
			return nil, false
		}
		i = skipSpace(data, ke)
		if i >= len(data) || data[i] != ':' {
			return nil, false
		}
		vs := skipSpace(data, i+1)
		ve, ok := skipValue(data, vs)
		if !ok {
			return nil, false
		}
		out = append(out, member{data[ks:ke], data[vs:ve]})
		i = skipSpace(data, ve)
		switch {
		case i >= len(data):
			return nil, false
		case data[i] == '}':
			return out, skipSpace(data, i+1) == len(data)
		case data[i] != ',':
			return nil, false
		}
		i++
	}
}

func skipSpace(data []byte, i int) int {
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r') {
		i++
	}
	return i
}

// skipString returns the end of the string starting at i.
func skipString(data []byte, i int) (int, bool) {
	if i >= len(data) || data[i] != '"' {
		return 0, false
	}
	for j := i + 1; j < len(data); j++ {
		switch data[j] {
		case '\\':
			j++
		case '"':
			return j + 1, true
		}
	}
	return 0, false
}

// skipValue returns the end of the value starting at i.
func skipValue(data []byte, i int) (int, bool) {
	if i >= len(data) {
		return 0, false
	}
	switch data[i] {
	case '"':
		return skipString(data, i)
	case '{', '[':
		depth := 0
		for j := i; j < len(data); j++ {
			switch data[j] {
			case '"':
				end, ok := skipString(data, j)
				if !ok {
					return 0, false
				}
				j = end - 1
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					return j + 1, true
				}
			}
		}
		return 0, false
	}
	j := i
	for j < len(data) && bytes.IndexByte([]byte(",}] \t\r\n"), data[j]) < 0 {
		j++
	}
	return j, j > i
}
