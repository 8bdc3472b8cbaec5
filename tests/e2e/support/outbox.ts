import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readOutboxLetter } from '../../support/outbox-letter';

/** The invitation link the server wrote into `dataDir`/outbox for this address (no mail server is configured). */
export function invitationLinkFor(dataDir: string, email: string): string {
  const folder = join(dataDir, 'outbox');
  const mail = readdirSync(folder)
    .map((name) => readOutboxLetter(join(folder, name)))
    .find((text) => text.startsWith(`To: ${email}\n`));
  const link = mail?.match(/\/invitations\/[\w-]+/)?.[0];
  if (!link) throw new Error(`no invitation for ${email}`);
  return link;
}
