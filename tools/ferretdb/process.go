package main

// The engine's ties to its data folder and to the BFF that started it.
//
// One engine per data folder: the BFF keeps hot documents in memory and serialises writes in
// its own process (bff/db/seam.ts), which is only right while it is the folder's one writer.
// An exclusive flock on <dir>/LOCK says so; the kernel releases it when the process dies, even
// by SIGKILL, so a crash never leaves a stale lock behind.
//
// Gone with its parent: with -watch-parent the engine stops when its stdin (a pipe from the
// BFF) reaches end of file, which the kernel makes happen when the BFF dies by any means, or
// when its parent process changes (re-parented to init or a subreaper).

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// lockDataFolder takes the exclusive lock on dir/LOCK and writes this process's pid in it.
// The returned file must stay open for as long as the engine runs.
func lockDataFolder(dir string) (*os.File, error) {
	path := filepath.Join(dir, "LOCK")
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("cannot open the lock file %s: %w", path, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		holder := "another process"
		if b, rerr := io.ReadAll(f); rerr == nil {
			if pid, perr := strconv.Atoi(strings.TrimSpace(string(b))); perr == nil && pid > 0 {
				holder = fmt.Sprintf("another engine (pid %d)", pid)
			}
		}
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fmt.Errorf("the data folder %s is in use by %s; stop it first or choose another DATA_DIR", dir, holder)
		}
		return nil, fmt.Errorf("cannot lock the data folder %s: %w", dir, err)
	}
	if err := f.Truncate(0); err == nil {
		_, _ = f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	}
	return f, nil
}

// watchParent calls stop once stdin reaches end of file (the parent's end of the pipe is
// closed, as when the parent dies) or the parent process changes.
func watchParent(stop func(reason string)) {
	parent := os.Getppid()
	go func() {
		_, _ = io.Copy(io.Discard, os.Stdin)
		stop("stdin closed: the parent process is gone")
	}()
	go func() {
		for range time.Tick(time.Second) {
			if os.Getppid() != parent {
				stop(fmt.Sprintf("the parent process %d is gone", parent))
				return
			}
		}
	}()
}
