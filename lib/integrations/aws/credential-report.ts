import { parse } from 'csv-parse/sync';
import type { AccessKey, IamUser, RootUser } from './facts';

/** The credential report names the root user so. */
const ROOT = '<root_account>';

type Row = Record<string, string | undefined>;

const yes = (value: string | undefined) => value?.toLowerCase() === 'true';

/** A rotation time as ISO, or null for 'N/A' and 'not_supported'. */
function timeOf(value: string | undefined): string | null {
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const keysOf = (row: Row): AccessKey[] =>
  [1, 2].map((n) => ({ active: yes(row[`access_key_${n}_active`]), lastRotated: timeOf(row[`access_key_${n}_last_rotated`]) }));

/**
 * Reads IAM's credential report (CSV, one row per user, the root user first): the root user's MFA and active access
 * keys, and each IAM user's console password, MFA and access keys. Throws when the report lacks its columns.
 */
export function parseCredentialReport(csv: string): { root: RootUser | null; users: IamUser[] } {
  const rows = parse(csv, { columns: true, skip_empty_lines: true, trim: true }) as Row[];
  const first = rows[0];
  if (first && (!('user' in first) || !('mfa_active' in first))) throw new Error('The credential report lacks its columns.');
  const rootRow = rows.find((row) => row.user === ROOT);
  const root = rootRow
    ? { mfaActive: yes(rootRow.mfa_active), activeAccessKeys: keysOf(rootRow).filter((key) => key.active).length }
    : null;
  const users = rows
    .filter((row) => row.user !== ROOT)
    .map((row) => ({
      name: row.user ?? '',
      passwordEnabled: yes(row.password_enabled),
      mfaActive: yes(row.mfa_active),
      accessKeys: keysOf(row),
    }));
  return { root, users };
}
