import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

/** Who holds a data folder: written into its lock file. */
export type LockOwner = { pid: number; host: string; processStart: string | null; since: string; command: string };

/** Thrown when a live process already holds the data folder; the message names the folder and the holder. */
export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';
  constructor(
    readonly folder: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The data folder ${folder} is in use by process ${owner.pid} on ${owner.host} (since ${owner.since}: ${owner.command}). ` +
        'Only one server may use a data folder at a time: stop that process first, or give this one another DATA_DIR.',
    );
  }
}

/** A held lock; `release()` removes the lock file when it is still this process's. */
export type FolderLock = { file: string; release: () => void };

const LOCK_NAME = 'server.lock';

/** The start time of a process as the kernel counts it (Linux /proc), so a reused pid is not taken for its holder. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'; starttime is field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return owner.processStart !== null && owner.processStart === processStart(process.pid);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const started = processStart(owner.pid);
  return owner.processStart === null || started === null || started === owner.processStart;
}

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

/** The process holding `folder`, when a live one does; undefined when the folder is free or its lock is stale. */
export function folderHolder(folder: string): LockOwner | undefined {
  const owner = readOwner(join(resolve(folder), LOCK_NAME));
  if (!owner) return undefined;
  return owner.host !== hostname() || isRunning(owner) ? owner : undefined;
}

/**
 * Takes the exclusive lock on a data folder (DATA_DIR/server.lock), so that two processes never open one embedded
 * database (docs/data.md). The lock file appears whole and at once (a hard link of a finished file), so a
 * reader never sees half an owner. A lock left by a process that no longer runs on this host is taken over.
 * Throws DataFolderInUseError while a live process holds it, or one on another host (which cannot be checked).
 */
export function lockDataFolder(folder: string, command = process.argv.slice(1).join(' ')): FolderLock {
  const dir = resolve(folder);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_NAME);
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    processStart: processStart(process.pid),
    since: new Date().toISOString(),
    command,
  };
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, JSON.stringify(me), { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(draft, file);
        return { file, release: () => releaseLock(file, me) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readOwner(file);
      if (owner && (owner.host !== hostname() || isRunning(owner))) throw new DataFolderInUseError(dir, owner);
      takeOverStale(file, owner);
    }
    throw new Error(`Could not take the lock ${file}: other processes keep taking it.`);
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Moves a stale lock aside. When two processes race for the same stale lock, the loser may move the winner's fresh
 * lock: it sees another owner in what it moved and puts it back, then finds that owner alive on its next attempt.
 */
function takeOverStale(file: string, stale: LockOwner | undefined): void {
  const aside = `${file}.stale.${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readOwner(aside);
  if (moved && stale && (moved.pid !== stale.pid || moved.since !== stale.since)) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone else took the lock meanwhile; the next attempt reads who.
    }
  }
  unlinkSync(aside);
}

function releaseLock(file: string, me: LockOwner): void {
  const owner = readOwner(file);
  if (owner?.pid === me.pid && owner.since === me.since) {
    try {
      unlinkSync(file);
    } catch {
      // Already gone.
    }
  }
}
