import 'server-only';
import { and, eq } from 'drizzle-orm';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { getDb } from '@/lib/db/client';
import { organizationFrameworks } from '@/lib/db/schema';
import { nextAutomaticReportAt } from '@/lib/domain/reports/automatic';
import { defaultFrameworkSettings, storedSettingsOr } from '@/lib/domain/frameworks/settings';
import { settingsStatusOf, setupDone, setupFirstMessage, setupHref, storedStatusOf } from '@/lib/domain/frameworks/status';
import type { FrameworkSettings } from '@/lib/schemas/frameworks/settings';
import { recordActivity } from '../activity';
import { assertCan, notFound, STALE_MESSAGE, WorkspaceError, type Member } from '../member';
import { guardedWrite } from '../guarded-write';

/**
 * A framework's settings in the organization, or null when it does not follow that (directory) framework. The
 * Status shown is the framework's own (active, inactive while In Progress, maintenance), whatever was saved.
 */
export type FrameworkSettingsRecord = {
  frameworkId: string;
  name: string;
  settings: FrameworkSettings;
  defaults: FrameworkSettings;
  stored: boolean;
  version: number;
  /** Whether the framework's setup is done, and where it is done. */
  setup: { done: boolean; href: string };
  /** When the next automatic report falls due, while automatic report generation is saved on. */
  nextAutomaticReport: Date | null;
};

/** The refusal of a Status that needs the setup done; the settings screen shows it under Status. */
export class SetupFirstError extends WorkspaceError {
  constructor(name: string) {
    super('invalid', setupFirstMessage(name));
  }
}

const directoryEntry = (frameworkId: string) => frameworkDirectory.find((framework) => framework.id === frameworkId);

const key = (organizationId: string, frameworkId: string) =>
  and(eq(organizationFrameworks.organizationId, organizationId), eq(organizationFrameworks.frameworkId, frameworkId));

export async function frameworkSettings(member: Member, frameworkId: string): Promise<FrameworkSettingsRecord | null> {
  assertCan(member, 'records.view');
  const framework = directoryEntry(frameworkId);
  if (!framework) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      status: organizationFrameworks.status,
      settings: organizationFrameworks.settings,
      setup: organizationFrameworks.setup,
      version: organizationFrameworks.version,
      autoReportsFrom: organizationFrameworks.autoReportsFrom,
    })
    .from(organizationFrameworks)
    .where(key(member.organizationId, frameworkId))
    .limit(1);
  if (!row) return null;
  const defaults = defaultFrameworkSettings(framework);
  const settings = storedSettingsOr(row.settings, defaults);
  return {
    frameworkId,
    name: framework.name,
    settings: { ...settings, status: settingsStatusOf(row.status) },
    defaults: { ...defaults, status: settingsStatusOf(row.status) },
    stored: row.settings !== null,
    version: row.version,
    setup: { done: setupDone(frameworkId, row.setup), href: setupHref(frameworkId) },
    nextAutomaticReport: nextReportOf(row.settings !== null ? settings : null, row.autoReportsFrom),
  };
}

/** When the next automatic report falls due: only while saved settings have it on and its period is counting. */
function nextReportOf(settings: FrameworkSettings | null, from: Date | null): Date | null {
  if (!settings?.autoReports || from === null) return null;
  return nextAutomaticReportAt(from, Number(settings.compliancePeriod));
}

/**
 * What a save does to the automatic reports' period: turned on, it starts now; turned off, it stops; left on, it
 * keeps counting from where it was (so saving other fields never delays nor hastens a report).
 */
function autoReportsMarker(settings: FrameworkSettings, from: Date | null): { autoReportsFrom?: Date | null } {
  if (!settings.autoReports) return { autoReportsFrom: null };
  // Left untouched rather than written back: a report claimed meanwhile has moved it.
  return from === null ? { autoReportsFrom: new Date() } : {};
}

/**
 * Stores a framework's settings (members and admins), already validated by the caller, and acts on their
 * Status: active makes the framework Active and maintenance Review Required, both only once its setup is done
 * (refused otherwise, pointing to the setup); inactive pauses it (In Progress, its setup answers kept).
 * `version` is the version of the framework's row the screen read: a stale one is refused with STALE_MESSAGE and
 * changes nothing. A framework the organization does not follow is not found.
 */
export const saveFrameworkSettings = guardedWrite(
  'frameworks.manage',
  async (member: Member, frameworkId: string, settings: FrameworkSettings, version: number): Promise<FrameworkSettingsRecord> => {
    const framework = directoryEntry(frameworkId);
    if (!framework) throw notFound('The framework');
    const db = await getDb();
    const saved = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          status: organizationFrameworks.status,
          setup: organizationFrameworks.setup,
          version: organizationFrameworks.version,
          autoReportsFrom: organizationFrameworks.autoReportsFrom,
        })
        .from(organizationFrameworks)
        .where(key(member.organizationId, frameworkId));
      if (!current) throw notFound(framework.name);
      if (current.version !== version) throw new WorkspaceError('conflict', STALE_MESSAGE);
      const status = storedStatusOf(settings.status);
      const marker = autoReportsMarker(settings, current.autoReportsFrom);
      const done = setupDone(frameworkId, current.setup);
      if (status !== 'progress' && !done) throw new SetupFirstError(framework.name);
      const [row] = await tx
        .update(organizationFrameworks)
        .set({ settings, status, updatedAt: new Date(), version: version + 1, ...marker })
        .where(and(key(member.organizationId, frameworkId), eq(organizationFrameworks.version, version)))
        .returning({ version: organizationFrameworks.version });
      if (!row) throw new WorkspaceError('conflict', STALE_MESSAGE);
      await recordActivity(tx, member, {
        action: 'framework.settings',
        recordType: 'framework',
        recordId: frameworkId,
        summary:
          status === current.status
            ? `Changed the ${framework.name} settings`
            : `Changed the ${framework.name} settings and its status to ${settings.status}`,
      });
      return {
        version: row.version,
        done,
        autoReportsFrom: marker.autoReportsFrom === undefined ? current.autoReportsFrom : marker.autoReportsFrom,
      };
    });
    const defaults = { ...defaultFrameworkSettings(framework), status: settings.status };
    return {
      frameworkId,
      name: framework.name,
      settings,
      defaults,
      stored: true,
      version: saved.version,
      setup: { done: saved.done, href: setupHref(frameworkId) },
      nextAutomaticReport: nextReportOf(settings, saved.autoReportsFrom),
    };
  },
);
