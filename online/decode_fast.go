package online

import (
	"bytes"
	"encoding/json"
	"io"
	"strings"
)

// decodeDirect fills m from data in one pass, as strictDecode would, and reports whether it
// could: a message as clients write it (its kind in "t", each other field once). When it
// cannot say for sure that strictDecode would give the same (a field named twice in other
// cases, a "T", anything the decoder refuses), it reports false and strictDecode decides,
// with its own words for what is wrong. Three passes over every command (a map of the
// fields, the map again as JSON, the message) were a twentieth of a loaded server's time.
func decodeDirect(data []byte, m ClientMessage) bool {
	var target any
	type kind = json.RawMessage
	switch m := m.(type) {
	case *Hello:
		target = &struct {
			T kind `json:"t"`
			*Hello
		}{Hello: m}
	case *SendCommand:
		target = &struct {
			T kind `json:"t"`
			*SendCommand
		}{SendCommand: m}
	case *Act:
		target = &struct {
			T kind `json:"t"`
			*Act
		}{Act: m}
	case *MoveOn:
		target = &struct {
			T kind `json:"t"`
			*MoveOn
		}{MoveOn: m}
	case *AskActions:
		target = &struct {
			T kind `json:"t"`
			*AskActions
		}{AskActions: m}
	case *AskPreview:
		target = &struct {
			T kind `json:"t"`
			*AskPreview
		}{AskPreview: m}
	case *Say:
		target = &struct {
			T kind `json:"t"`
			*Say
		}{Say: m}
	case *AskHashes:
		target = &struct {
			T kind `json:"t"`
			*AskHashes
		}{AskHashes: m}
	default:
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if dec.Decode(target) != nil {
		return false
	}
	if _, err := dec.Token(); err != io.EOF {
		return false
	}
	return plainNames(data)
}

// plainNames says a JSON object's members have names that encoding/json cannot take for one
// another (it matches names regardless of case): none named twice but in the same case, and
// none but "t" itself taken for "t". Then its members fill the same fields in whatever order
// they come, and the one pass gives what strictDecode's map of the members gives.
func plainNames(data []byte) bool {
	ms, ok := members(data)
	if !ok {
		return false
	}
	names := make([]string, 0, len(ms))
	for _, m := range ms {
		name, err := memberName(m.key)
		if err != nil || (name != "t" && strings.EqualFold(name, "t")) {
			return false
		}
		for _, other := range names {
			if other != name && strings.EqualFold(other, name) {
				return false
			}
		}
		names = append(names, name)
	}
	return true
}
