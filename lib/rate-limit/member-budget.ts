import 'server-only';
import type { Counter } from './counters';
import { memberUploads, memberWrites } from './limiters';
import { WRITE_BUDGET_REFUSAL } from './member-writes';
import { waitText } from './wait-text';
import { seconds, spend } from './write-budget';

/** The outcome of charging one signed-in write: allowed, or refused with the message the form shows. */
export type MemberBudget = { ok: true } | { ok: false; message: string; retryAfter: number };

const MEGABYTE = 1024 * 1024;

/** Spends `points` of `counter` under `key`; null when allowed, else the seconds until the window frees them. */
async function refusedFor(counter: Counter, key: string, points: number): Promise<number | null> {
  const spent = await spend(counter, key, points);
  return spent.ok ? null : seconds(spent.res);
}

/**
 * Charges one write (and the megabytes of an upload) to the member and then to their organization. A member over
 * their own budget does not spend the organization's, so one person cannot use up their colleagues' share.
 */
export async function spendMemberWrite(member: { id: string; organizationId: string }, uploadBytes = 0): Promise<MemberBudget> {
  const refusal = (retryAfter: number, message: string): MemberBudget => ({
    ok: false,
    retryAfter,
    message: `${message} Please try again in ${waitText(retryAfter)}.`,
  });
  let wait = await refusedFor(memberWrites.perMember, member.id, 1);
  if (wait !== null) return refusal(wait, `${WRITE_BUDGET_REFUSAL} from your account in a short time.`);
  wait = await refusedFor(memberWrites.perOrganization, member.organizationId, 1);
  if (wait !== null) return refusal(wait, `${WRITE_BUDGET_REFUSAL} in your organization right now.`);
  if (uploadBytes <= 0) return { ok: true };
  const megabytes = Math.ceil(uploadBytes / MEGABYTE);
  wait = await refusedFor(memberUploads.perMember, member.id, megabytes);
  if (wait !== null) return refusal(wait, 'You have uploaded as much as one account may in an hour.');
  wait = await refusedFor(memberUploads.perOrganization, member.organizationId, megabytes);
  if (wait !== null) return refusal(wait, 'Your organization has uploaded as much as it may in an hour.');
  return { ok: true };
}
