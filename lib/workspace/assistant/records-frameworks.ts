import 'server-only';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import type { NamedFramework } from '@/lib/domain/assistant/records-intents';
import { manageHref } from '@/lib/domain/frameworks/followed';
import type { FrameworkGaps, GapControl } from '@/lib/domain/frameworks/gap-list';
import type { AssistantSentence } from '@/lib/schemas/assistant';
import { listOrganizationFrameworks, readAssessment } from '../frameworks';
import type { Member } from '../member';
import { citedRecord, counted, LISTED, sentence } from './records-cite';

const directoryNames = new Map(frameworkDirectory.map((framework) => [framework.id, framework.name]));

/** The frameworks the organization follows, by the names a question may use for them. */
export async function followedFrameworkNames(member: Member): Promise<NamedFramework[]> {
  const followed = await listOrganizationFrameworks(member);
  return followed.flatMap(({ frameworkId }) => {
    const name = directoryNames.get(frameworkId);
    return name ? [{ id: frameworkId, name }] : [];
  });
}

/** A framework as a sentence cites it: its page in /manage. */
export function frameworkRecord(frameworkId: string, name = directoryNames.get(frameworkId) ?? frameworkId) {
  return citedRecord('framework', frameworkId, name, manageHref(frameworkId));
}

/** A control as a sentence cites it, on the page of the framework it is read under. */
export function controlRecord(control: { id: string; name: string }, frameworkId: string, detail?: string) {
  return citedRecord('control', control.id, `${control.id} ${control.name}`, manageHref(frameworkId), detail);
}

type Blocker = { control: GapControl; requirements: string[] };

/** Each control missing for a requirement, once, with the requirements it holds back, in the standard's order. */
function blockersOf(gaps: FrameworkGaps): Blocker[] {
  const byControl = new Map<string, Blocker>();
  for (const requirement of gaps.gaps) {
    for (const control of requirement.missing) {
      const blocker = byControl.get(control.id) ?? { control, requirements: [] };
      blocker.requirements.push(requirement.id);
      byControl.set(control.id, blocker);
    }
  }
  return [...byControl.values()];
}

function gapSentences(gaps: FrameworkGaps): AssistantSentence[] {
  const framework = frameworkRecord(gaps.frameworkId, gaps.name);
  const summary = sentence(`${gaps.name}: ${gaps.met} of ${counted(gaps.total, 'requirement')} are met.`, framework);
  if (gaps.gaps.length === 0) return [summary, sentence(`Every requirement of ${gaps.name} is met.`, framework)];
  const blockers = blockersOf(gaps);
  const listed = blockers
    .slice(0, LISTED)
    .map(({ control, requirements }) =>
      sentence(
        `${control.id} ${control.name} is ${control.stateText.toLowerCase()}, owner ${control.owner}; it holds back ${requirements.join(', ')}.`,
        controlRecord(control, gaps.frameworkId, control.stateText),
        framework,
      ),
    );
  const unmapped = gaps.gaps.filter((requirement) => requirement.missing.length === 0);
  return [
    summary,
    sentence(
      `${counted(blockers.length, 'control')} ${blockers.length === 1 ? 'blocks' : 'block'} the ${counted(gaps.gaps.length, 'requirement')} not met.`,
      framework,
    ),
    ...listed,
    ...(blockers.length > LISTED
      ? [
          sentence(
            `${counted(blockers.length - LISTED, 'more control')} ${blockers.length - LISTED === 1 ? 'blocks' : 'block'} it; the framework's page lists them all.`,
            framework,
          ),
        ]
      : []),
    ...(unmapped.length > 0
      ? [
          sentence(
            `${counted(unmapped.length, 'requirement')} of ${gaps.name} ${unmapped.length === 1 ? 'has' : 'have'} no control mapped yet.`,
            framework,
          ),
        ]
      : []),
  ];
}

/** What blocks a followed framework: its requirements met, and the controls that hold the others back. */
export async function frameworkGapAnswer(member: Member, frameworkId: string): Promise<AssistantSentence[]> {
  const assessment = await readAssessment(member, frameworkId);
  const gaps = assessment.lists[0];
  if (gaps) return gapSentences(gaps);
  const name = assessment.unmeasured[0];
  if (!name) return [];
  return [
    sentence(
      `The control library does not hold the requirements of ${name} yet, so its gaps cannot be listed.`,
      frameworkRecord(frameworkId, name),
    ),
  ];
}
