// The embedded database's daily backup (docs/backups.md), as a server writes it once a day in its own process:
// a checkpoint, the database's files read while its writes wait, then gzipped beside the stored files.
import { statSync } from 'node:fs';
import type { OpenDb } from '@/lib/db/client';

export async function dailyBackup(open: OpenDb, measure: <T>(work: () => Promise<T>) => Promise<T>) {
  // PostgreSQL is backed up by its own server's tools, not by this process.
  if (!open.backup) return { notEmbedded: true };
  const file = await measure(() => open.backup!('daily'));
  return { sizeBytes: statSync(file).size };
}
