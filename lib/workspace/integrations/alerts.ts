import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { controlIdsOf } from '@/lib/catalog/controls';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { getDb } from '@/lib/db/client';
import { members, organizationFrameworks } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { checkFailureLetter, newlyFailing, type FailedResult } from '@/lib/domain/checks/alerts';
import type { HistoryRun } from '@/lib/domain/checks/history';
import { defaultFrameworkSettings, storedSettingsOr } from '@/lib/domain/frameworks/settings';
import { env } from '@/lib/env';
import { connectors } from '@/lib/integrations/connectors';
import { kickMailSender, queueMail } from '@/lib/mail';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import { recordActivity } from '../activity';
import { listCheckExceptions } from '../checks';
import type { Member } from '../member';
import { mailFailingCheckOwners } from '../notifications';

/** The followed frameworks whose settings keep control failure alerts on, each with the library controls it maps. */
async function alertingFrameworks(organizationId: string) {
  const db = await getDb();
  const rows = await db
    .select({ frameworkId: organizationFrameworks.frameworkId, settings: organizationFrameworks.settings })
    .from(organizationFrameworks)
    .where(eq(organizationFrameworks.organizationId, organizationId));
  return rows.flatMap(({ frameworkId, settings }) => {
    const entry = frameworkDirectory.find((framework) => framework.id === frameworkId);
    if (!entry || !storedSettingsOr(settings, defaultFrameworkSettings(entry)).notifications.controlFailures) return [];
    const controls = new Set(controlIdsOf(frameworkId));
    return [{ name: entry.name, controls }];
  });
}

/**
 * After a run: when checks started failing, two kinds of letter, queued together with their activity rows. When they
 * map to a framework whose control failure alerts are on, each administrator gets one letter naming them, what
 * failed and the controls at risk. Each owner of an affected control who keeps "Failing checks" on gets one about
 * the checks on their controls. A check still failing since the run before, or under an exception, is not written
 * about again. Answers how many letters were queued.
 */
export async function alertNewFailures(
  member: Member,
  provider: IntegrationProvider,
  account: string,
  previous: HistoryRun | null,
  current: HistoryRun & { results: readonly FailedResult[] },
): Promise<number> {
  const { name, checks } = connectors[provider];
  const excepted = new Set((await listCheckExceptions(member, dayOf(current.startedAt))).map((exception) => exception.checkId));
  const failing = newlyFailing(checks, previous, current, excepted);
  if (failing.length === 0) return 0;
  const frameworks = (await alertingFrameworks(member.organizationId)).filter((framework) =>
    failing.some((check) => check.controls.some((control) => framework.controls.has(control))),
  );
  const db = await getDb();
  const admins =
    frameworks.length === 0
      ? []
      : await db
          .select({ email: members.email })
          .from(members)
          .where(and(eq(members.organizationId, member.organizationId), eq(members.role, 'admin'), isNull(members.removedAt)));
  const link = new URL('/manage/settings?path=integrations', env().SITE_URL).toString();
  const letter = checkFailureLetter({
    organizationName: member.organizationName,
    providerName: name,
    account,
    failing,
    results: current.results,
    frameworkNames: frameworks.map((framework) => framework.name),
    link,
  });
  const written = await db.transaction(async (tx) => {
    for (const { email } of admins) {
      // Queued with its activity row: both commit, or neither.
      await queueMail(tx, {
        kind: 'failing-check',
        to: email,
        subject: letter.subject,
        body: letter.body,
        link,
        organizationId: member.organizationId,
      });
      await recordActivity(tx, member, {
        action: 'check.failure-alerted',
        recordType: 'integration',
        recordId: provider,
        summary: `Wrote to ${email} that ${failing.map((check) => `"${check.title}"`).join(', ')} started failing`,
      });
    }
    const owners = await mailFailingCheckOwners(tx, member, { provider, providerName: name, startedAt: current.startedAt, failing, link });
    return admins.length + owners;
  });
  if (written > 0) kickMailSender();
  return written;
}
