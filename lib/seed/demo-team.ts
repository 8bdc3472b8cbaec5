import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { DEMO_ACCOUNT } from '@/lib/backend/demo-account';
import { members } from '@/lib/db/schema';
import { DAY_MS, dayOf } from '@/lib/domain/calendar-days';
import type { Tx } from '@/lib/workspace/member';

/** The demo team by the names its records use: the demo manager (the founder) and the teammates who edit. */
export type DemoTeam = Readonly<Record<'manager' | 'sarah' | 'michael' | 'emily', { id: string; name: string }>>;

const emails = {
  manager: DEMO_ACCOUNT.email,
  sarah: 'sarah.chen@example.com',
  michael: 'michael.torres@example.com',
  emily: 'emily.johnson@example.com',
} as const;

/** Reads the demo organization's members the seed files name as owners, reviewers and approvers. */
export async function demoTeam(tx: Tx, organizationId: string): Promise<DemoTeam> {
  const rows = await tx
    .select({ id: members.id, name: members.displayName, email: members.email })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), isNull(members.removedAt)));
  const byEmail = new Map(rows.map((row) => [row.email, { id: row.id, name: row.name }]));
  const team = Object.fromEntries(
    Object.entries(emails).map(([key, email]) => {
      const member = byEmail.get(email);
      if (!member) throw new Error(`The demo organization has no member ${email}`);
      return [key, member];
    }),
  );
  return team as DemoTeam;
}

/** The calendar day (UTC, YYYY-MM-DD) `days` after `now` (negative: before), as the other seed files count days. */
export function seedDay(now: Date, days: number): string {
  return dayOf(new Date(now.getTime() + days * DAY_MS));
}

/** The moment `days` after `now` (negative: before). */
export function seedMoment(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}
