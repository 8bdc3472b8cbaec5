/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scheduleBackups } from '@/lib/data-folder/backup-schedule';
import type { BackupReason } from '@/lib/data-folder/backups';

let folder: string;
let stops: (() => Promise<void>)[] = [];
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'backup-schedule-'));
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(async () => {
  await Promise.all(stops.map((stop) => stop()));
  stops = [];
  for (const listener of process.listeners('SIGUSR2')) process.off('SIGUSR2', listener);
  jest.restoreAllMocks();
  rmSync(folder, { recursive: true, force: true });
});

/** A backup function whose runs end only when the test says so; records each run's reason as it starts. */
function controlledBackups() {
  const started: BackupReason[] = [];
  const finish: (() => void)[] = [];
  const backup = (reason: BackupReason) => {
    started.push(reason);
    return new Promise<string>((done) => finish.push(() => done(`${reason}.tar.gz`)));
  };
  return { started, backup, finishNext: () => finish.shift()?.() };
}

const settle = () => new Promise((done) => setImmediate(done));
/** What `npm run backup` sends the server; called on the listeners (Jest's process object does not emit signals). */
const sigusr2 = () => {
  for (const listener of process.listeners('SIGUSR2')) (listener as (signal: NodeJS.Signals) => void)('SIGUSR2');
};

describe('scheduleBackups', () => {
  it('writes a manual backup on SIGUSR2, and one of its own after a backup already under way', async () => {
    const { started, backup, finishNext } = controlledBackups();
    stops.push(scheduleBackups(folder, backup));
    sigusr2();
    sigusr2();
    sigusr2();
    await settle();
    expect(started).toEqual(['manual']);
    finishNext();
    await settle();
    // The requests that came during the first get one more, together.
    expect(started).toEqual(['manual', 'manual']);
    finishNext();
    await settle();
    expect(started).toEqual(['manual', 'manual']);
  });

  it('stops: waits for the backup under way and starts none afterwards', async () => {
    const { started, backup, finishNext } = controlledBackups();
    const stop = scheduleBackups(folder, backup);
    sigusr2();
    sigusr2();
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    finishNext();
    await stopping;
    expect(started).toEqual(['manual']);
    sigusr2();
    await settle();
    expect(started).toEqual(['manual']);
  });
});
