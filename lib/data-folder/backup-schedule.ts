import { DAY_MS } from '@/lib/domain/calendar-days';
import { backupIsDue, type BackupReason } from './backups';

const HOUR = 60 * 60 * 1000;

/**
 * Keeps the embedded database backed up while the server runs: a snapshot when the newest is a day old (checked
 * 10 s after the database has opened, `opened`, then every hour, so a server restarted often still writes one a
 * day), and one on demand when the process receives SIGUSR2 (what `npm run backup` sends to a running server).
 * Failures are logged, never fatal. The SIGUSR2 handler is in place from the call on (`backup` may wait for the
 * database to open): the signal's default action would end the process. Returns the function that stops the
 * schedule at shutdown: it waits for a backup under way, so that the database is not closed under it.
 */
export function scheduleBackups(
  dataFolder: string,
  backup: (reason: BackupReason) => Promise<string>,
  opened: Promise<unknown> = Promise.resolve(),
): () => Promise<void> {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let stopped = false;
  const start = (reason: BackupReason) =>
    (running = backup(reason)
      .then((file) => console.log(`Backup written: ${file}`))
      .catch((error: unknown) => console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (running = undefined)));
  const run = (reason: BackupReason): Promise<void> | undefined => {
    if (stopped) return running;
    if (!running) return start(reason);
    if (reason !== 'manual') return running;
    // One asked for during another gets its own afterwards: the running one may predate what the asker just wrote.
    queued ??= running.then(() => {
      queued = undefined;
      return stopped ? undefined : start('manual');
    });
    return queued;
  };
  const whenDue = () => (backupIsDue(dataFolder, DAY_MS) ? run('daily') : undefined);
  let first: NodeJS.Timeout | undefined;
  let hourly: NodeJS.Timeout | undefined;
  // The first check 10 s after the database has opened: neither the start nor the first requests wait for a backup.
  opened.then(
    () => {
      if (stopped) return;
      first = setTimeout(whenDue, 10_000).unref();
      hourly = setInterval(whenDue, HOUR).unref();
    },
    () => undefined,
  );
  process.on('SIGUSR2', () => void run('manual'));
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(hourly);
    await queued;
    await running;
  };
}
