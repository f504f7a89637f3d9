package game

import (
	"fmt"
	"reflect"
)

// CheckClone copies the game's state as every command does and says what is wrong with the
// copy, if anything: a fingerprint other than the original's, or memory it shares with the
// original (a slice, map or pointer both hold), which a command changing the copy would
// change in the state kept. The conformance suite asks it of every game.
func (g *Game[S]) CheckClone() error {
	c := g.clone(&g.state)
	if h := hashOf(&c); h != g.Hash() {
		return fmt.Errorf("the copy's fingerprint is %s, the state's %s", h, g.Hash())
	}
	if path := sharedMemory(reflect.ValueOf(&g.state).Elem(), reflect.ValueOf(&c).Elem(), "state"); path != "" {
		return fmt.Errorf("the copy shares %s with the state", path)
	}
	return nil
}

// sharedMemory returns the path of the first slice, map or pointer that a and b (values of
// one type) both point into, or "".
func sharedMemory(a, b reflect.Value, path string) string {
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			return ""
		}
		if a.Pointer() == b.Pointer() {
			return path
		}
		return sharedMemory(a.Elem(), b.Elem(), path)
	case reflect.Slice:
		if a.Len() == 0 || b.Len() == 0 {
			return ""
		}
		if a.Pointer() == b.Pointer() {
			return path
		}
		for i := 0; i < min(a.Len(), b.Len()); i++ {
			if p := sharedMemory(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i)); p != "" {
				return p
			}
		}
	case reflect.Map:
		if a.Len() > 0 && b.Len() > 0 && a.Pointer() == b.Pointer() {
			return path
		}
		for _, k := range a.MapKeys() {
			if bv := b.MapIndex(k); bv.IsValid() {
				if p := sharedMemory(a.MapIndex(k), bv, fmt.Sprintf("%s[%v]", path, k)); p != "" {
					return p
				}
			}
		}
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			if p := sharedMemory(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name); p != "" {
				return p
			}
		}
	case reflect.Array:
		for i := 0; i < a.Len(); i++ {
			if p := sharedMemory(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i)); p != "" {
				return p
			}
		}
	case reflect.Interface:
		if !a.IsNil() && !b.IsNil() && a.Elem().Type() == b.Elem().Type() {
			return sharedMemory(a.Elem(), b.Elem(), path)
		}
	}
	return ""
}
