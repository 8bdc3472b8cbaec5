import 'server-only';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { env } from '@/lib/env';

/**
 * Delivers a message while no mail server is configured: logs it on the server and writes it as a file into
 * DATA_DIR/outbox (where an operator, or a local developer, picks up the link). A read-only disk only logs.
 */
export function deliverMail(to: string, subject: string, body: string): void {
  console.log(`Mail to ${to}: ${subject}\n${body}`);
  try {
    const folder = join(resolve(env().DATA_DIR), 'outbox');
    mkdirSync(folder, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.txt`;
    writeFileSync(join(folder, name), `To: ${to}\nSubject: ${subject}\n\n${body}\n`, { mode: 0o600 });
  } catch (error) {
    console.warn(`Could not write the mail into the outbox: ${error instanceof Error ? error.message : String(error)}`);
  }
}
