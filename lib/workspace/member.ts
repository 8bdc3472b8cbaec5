import 'server-only';
import type { Db } from '@/lib/db/client';
import { can, FORBIDDEN_MESSAGE, type Action } from '@/lib/domain/permissions';
import type { TeamRole } from '@/lib/schemas/organization/settings';

/** The signed-in person inside their organization, read from the database on each request (lib/dal.ts). */
export type Member = {
  id: string;
  organizationId: string;
  organizationName: string;
  subject: string;
  email: string;
  displayName: string;
  role: TeamRole;
};

/** A transaction of the database (every write of lib/workspace runs in one, with its activity row). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Why a workspace call was refused; actions and route handlers turn it into a message and a 4xx status. */
export class WorkspaceError extends Error {
  constructor(
    readonly kind: 'forbidden' | 'not-found' | 'conflict' | 'invalid' | 'limited',
    message: string,
  ) {
    super(message);
    this.name = 'WorkspaceError';
  }

  get status(): 403 | 404 | 409 | 422 | 429 {
    return ({ forbidden: 403, 'not-found': 404, conflict: 409, invalid: 422, limited: 429 } as const)[this.kind];
  }
}

/** The refusal of an edit whose record another person changed since it was read (a stale version). */
export const STALE_MESSAGE = 'This record was changed by someone else. Reload to see the latest.';

/** The conflict (409) of an edit made on a stale version. */
export function staleRecord(): WorkspaceError {
  return new WorkspaceError('conflict', STALE_MESSAGE);
}

/** Throws 403 unless the member's role allows the action. */
export function assertCan(member: Member, action: Action): void {
  if (!can(member.role, action)) throw new WorkspaceError('forbidden', FORBIDDEN_MESSAGE);
}

export function notFound(what: string): WorkspaceError {
  return new WorkspaceError('not-found', `${what} was not found in your organization. It may have been removed.`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the client, checked before it reaches a query: anything but a UUID is simply not found. */
export function checkedId(id: string, what: string): string {
  if (!UUID.test(id)) throw notFound(what);
  return id;
}
