import 'server-only';
import type { MyInformation } from '@/lib/backend';
import type { Identity } from './organizations';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The person behind a profile answer: `embedded:<users.id>` or `provider:<uuid>`, with the e-mail and
 * a display name to start their membership. A provider profile without a uuid is keyed by its e-mail
 * (`provider:email:<address>`); null when it carries neither.
 */
export function identityFrom(kind: 'embedded' | 'remote', info: MyInformation, sessionUuid = ''): Identity | null {
  const email = text(info.email).toLowerCase();
  const id = text(info.uuid) || sessionUuid || (kind === 'remote' && email ? `email:${email}` : '');
  if (!id) return null;
  const displayName = text(info.full_name) || text(info.nickname) || text(info.name) || email || 'Member';
  return { subject: `${kind === 'embedded' ? 'embedded' : 'provider'}:${id}`, email, displayName };
}

/** The subject key of a signed-in session, when its profile id is known. */
export function subjectOf(kind: 'embedded' | 'remote', sessionUuid: string): string | null {
  return sessionUuid ? `${kind === 'embedded' ? 'embedded' : 'provider'}:${sessionUuid}` : null;
}
