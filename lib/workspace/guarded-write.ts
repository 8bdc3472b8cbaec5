import 'server-only';
import type { Action } from '@/lib/domain/permissions';
import { assertCan, type Member } from './member';

/**
 * A workspace write together with the permission it asks for. The action builder reads `permission` to refuse a
 * role before the form is read; the write checks it again itself, so a direct call (a route handler, a job) is
 * refused the same way.
 */
export type GuardedWrite<A extends unknown[], R> = ((member: Member, ...args: A) => Promise<R>) & {
  readonly permission: Action;
};

/** Declares a write with its permission once: the function refuses (403) a role that `permission` does not allow. */
export function guardedWrite<A extends unknown[], R>(
  permission: Action,
  write: (member: Member, ...args: A) => Promise<R>,
): GuardedWrite<A, R> {
  const guarded = async (member: Member, ...args: A): Promise<R> => {
    assertCan(member, permission);
    return write(member, ...args);
  };
  return Object.assign(guarded, { permission });
}
