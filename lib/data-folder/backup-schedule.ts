import { backupIsDue, type BackupReason } from './backups';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * Keeps the embedded database backed up while the server runs: a snapshot when the newest is a day old (checked
 * at start and every hour, so a server restarted often still writes one a day), and one on demand when the
 * process receives SIGUSR2 (what `npm run backup` sends to a running server). Failures are logged, never fatal.
 */
export function scheduleBackups(dataFolder: string, backup: (reason: BackupReason) => Promise<string>): void {
  let running: Promise<void> | undefined;
  const run = (reason: BackupReason) => {
    running ??= backup(reason)
      .then((file) => console.log(`Backup written: ${file}`))
      .catch((error: unknown) => console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (running = undefined));
    return running;
  };
  const whenDue = () => (backupIsDue(dataFolder, DAY) ? run('daily') : undefined);
  // After the first requests are answered: a start is never held up by a backup.
  setTimeout(whenDue, 10_000).unref();
  setInterval(whenDue, HOUR).unref();
  process.on('SIGUSR2', () => void run('manual'));
}
