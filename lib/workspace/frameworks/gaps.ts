import 'server-only';
import { libraryControls } from '@/lib/catalog/controls';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { libraryFrameworks } from '@/lib/catalog/library';
import type { LibraryFramework } from '@/lib/catalog/types';
import { dayOf } from '@/lib/domain/calendar-days';
import { frameworkGapsOf, type FrameworkGaps } from '@/lib/domain/frameworks/gap-list';
import { frameworkPreviewOf, type FrameworkPreview } from '@/lib/domain/frameworks/preview';
import { controlsWithCurrentEvidence } from '../evidence';
import { listControlStates } from './controls';
import { ownerNamesOf } from './detail';
import { followsFramework } from '../followed-frameworks';
import { listOrganizationFrameworks } from './followed';
import { frameworkSetup } from './short-setup';
import { assertCan, notFound, type Member } from '../member';
import { listMembers } from '../organization';
import { keptRead } from '../read-cache';

const libraryOf = (frameworkId: string): LibraryFramework | undefined =>
  libraryFrameworks.find((candidate) => candidate.id === frameworkId);

/**
 * The preview of any framework of the directory, followed or not: its requirements (when the library holds them)
 * with the controls mapped to each and which of them the organization's control states meet, and whether the
 * organization follows it. An id outside the directory is not found.
 */
export async function readFrameworkPreview(member: Member, frameworkId: string): Promise<{ preview: FrameworkPreview; followed: boolean }> {
  assertCan(member, 'records.view');
  const entry = frameworkDirectory.find((candidate) => candidate.id === frameworkId);
  if (!entry) throw notFound('The framework');
  const today = dayOf(new Date());
  return keptRead(member, ['framework-preview', entry.id, today], async () => {
    const [states, evidenced, followed] = await Promise.all([
      listControlStates(member),
      controlsWithCurrentEvidence(member, today),
      followsFramework(member, entry.id),
    ]);
    return { preview: frameworkPreviewOf(entry, libraryOf(entry.id), libraryControls, states, evidenced), followed };
  });
}

/** The target audit date of a framework's short setup, or null (none stored, or a framework set up elsewhere). */
async function targetAuditDateOf(member: Member, frameworkId: string): Promise<string | null> {
  if (frameworkId === 'hipaa' || frameworkId === 'iso27001') return null;
  return (await frameworkSetup(member, frameworkId))?.answers?.targetAuditOn ?? null;
}

/**
 * The gap lists of library frameworks, from one read of the control states, the controls with current evidence
 * and the team; a gap is due by its framework's target audit date when its short setup stores one.
 */
async function gapListsOf(member: Member, frameworks: readonly LibraryFramework[]): Promise<FrameworkGaps[]> {
  const [states, evidenced, team, targets] = await Promise.all([
    listControlStates(member),
    controlsWithCurrentEvidence(member),
    listMembers(member),
    Promise.all(frameworks.map((framework) => targetAuditDateOf(member, framework.id))),
  ]);
  const names = await ownerNamesOf(member, states, team);
  return frameworks.map((framework, index) =>
    frameworkGapsOf(framework, libraryControls, states, names, evidenced, { targetAuditDate: targets[index] ?? null }),
  );
}

/** The gap list of one framework of the control library, followed or not (the CCPA action plan). */
export async function frameworkGapList(member: Member, frameworkId: string): Promise<FrameworkGaps> {
  assertCan(member, 'records.view');
  const framework = libraryOf(frameworkId);
  if (!framework) throw notFound('The framework');
  return keptRead(member, ['gap-list', framework.id], async () => (await gapListsOf(member, [framework]))[0]!);
}

/** The assessment: the gap lists of the frameworks followed, and the names of those the library cannot measure yet. */
export type Assessment = { lists: FrameworkGaps[]; unmeasured: string[] };

/**
 * The gap list of every framework the organization follows whose requirements the library holds, in the
 * directory's order; with `frameworkId`, only that one (nothing when the organization does not follow it).
 */
export async function readAssessment(member: Member, frameworkId: string | null = null): Promise<Assessment> {
  assertCan(member, 'records.view');
  return keptRead(member, ['assessment', frameworkId], async () => {
    const followed = (await listOrganizationFrameworks(member)).filter((row) => frameworkId === null || row.frameworkId === frameworkId);
    const measured = followed.flatMap((row) => {
      const framework = libraryOf(row.frameworkId);
      return framework ? [framework] : [];
    });
    const unmeasured = followed
      .filter((row) => !libraryOf(row.frameworkId))
      .map((row) => frameworkDirectory.find((entry) => entry.id === row.frameworkId)?.name ?? row.frameworkId);
    return { lists: measured.length > 0 ? await gapListsOf(member, measured) : [], unmeasured };
  });
}
