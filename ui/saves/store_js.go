//go:build js

package saves

import (
	"errors"
	"fmt"
	"strconv"
	"syscall/js"
	"time"
)

// browserStore keeps each slot's save in the browser's local storage, with the time it was
// written under the same key plus ".time".
type browserStore struct{ key string }

// Open is the store of the saves named after name (the -save file), in the page's local
// storage: slot 1 under that key, the others under keys made from it (SlotName).
func Open(name string) Store { return browserStore{key: name} }

func localStorage() (js.Value, error) {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return js.Value{}, errors.New("this browser has no local storage")
	}
	return ls, nil
}

// Write stores the save; a full or refused storage leaves the old save in place.
func (s browserStore) Write(slot int, data []byte) (err error) {
	ls, err := localStorage()
	if err != nil {
		return err
	}
	defer func() { // setItem throws when the storage is full or disabled
		if r := recover(); r != nil {
			err = fmt.Errorf("the browser refused to store the save: %v", r)
		}
	}()
	key := SlotName(s.key, slot)
	ls.Call("setItem", key, string(data))
	ls.Call("setItem", key+".time", strconv.FormatInt(time.Now().Unix(), 10))
	return nil
}

func (s browserStore) Read(slot int) ([]byte, error) {
	ls, err := localStorage()
	if err != nil {
		return nil, err
	}
	v := ls.Call("getItem", SlotName(s.key, slot))
	if v.IsNull() {
		return nil, errors.New("nothing is saved in that slot yet")
	}
	return []byte(v.String()), nil
}

func (s browserStore) Saved(slot int) (time.Time, bool) {
	ls, err := localStorage()
	if err != nil {
		return time.Time{}, false
	}
	key := SlotName(s.key, slot)
	if ls.Call("getItem", key).IsNull() {
		return time.Time{}, false
	}
	t := ls.Call("getItem", key+".time")
	if t.IsNull() {
		return time.Time{}, true
	}
	sec, _ := strconv.ParseInt(t.String(), 10, 64)
	return time.Unix(sec, 0), true
}

func (s browserStore) Where(slot int) string {
	return fmt.Sprintf("slot %d of the browser's storage", slot)
}
