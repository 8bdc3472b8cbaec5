import 'server-only';
import { libraryControls } from '@/lib/catalog/controls';
import { dayOf } from '@/lib/domain/calendar-days';
import { controlMatches } from '@/lib/domain/evidence/display';
import type { AssistantSentence } from '@/lib/schemas/assistant';
import { controlStateLabels } from '@/lib/schemas/frameworks/control-state';
import { evidenceStatusLabels } from '@/lib/schemas/evidence/records';
import { policyStatusLabels } from '@/lib/schemas/policies/records';
import { listEvidence } from '../evidence';
import { listControlStates, listOrganizationFrameworks } from '../frameworks';
import type { Member } from '../member';
import { listPolicies } from '../policies';
import { citedRecord, counted, LISTED, sentence } from './records-cite';
import { controlRecord } from './records-frameworks';

/** The library's controls that mention every word, among those of the frameworks followed (all of them when none is). */
async function controlSentences(member: Member, words: readonly string[]): Promise<AssistantSentence[]> {
  const [followed, states] = await Promise.all([listOrganizationFrameworks(member), listControlStates(member)]);
  const followedIds = followed.map((row) => row.frameworkId);
  const search = words.join(' ');
  const found = libraryControls.flatMap((control) => {
    if (!controlMatches(search, { id: control.id, name: `${control.name} ${control.asks} ${control.evidence}` })) return [];
    const frameworkId = control.maps.map((key) => key.split(':')[0]!).find((id) => followedIds.includes(id));
    if (followedIds.length > 0 && !frameworkId) return [];
    return [{ control, frameworkId: frameworkId ?? control.maps[0]!.split(':')[0]! }];
  });
  const listed = found.slice(0, LISTED).map(({ control, frameworkId }) => {
    const state = controlStateLabels[states.get(control.id)?.state ?? 'not-started'];
    return sentence(
      `The control ${control.id} ${control.name} covers it (${state}): ${control.asks}`,
      controlRecord(control, frameworkId, state),
    );
  });
  return found.length > LISTED
    ? [
        ...listed,
        sentence(
          `${counted(found.length - LISTED, 'more control')} ${found.length - LISTED === 1 ? 'mentions' : 'mention'} it too.`,
          ...listed.flatMap((line) => line.citations),
        ),
      ]
    : listed;
}

async function policySentences(member: Member, words: readonly string[], today: string): Promise<AssistantSentence[]> {
  const page = await listPolicies(member, { q: words.join(' '), page: 1, filters: { status: '', framework: '' } }, today);
  return page.rows
    .slice(0, LISTED)
    .map((policy) =>
      sentence(
        `The policy ${policy.name} (${policyStatusLabels[policy.status]}, owner ${policy.owner}) covers it.`,
        citedRecord('policy', policy.id, policy.name, `/manage/policies/${policy.id}`),
      ),
    );
}

async function evidenceSentences(member: Member, words: readonly string[], today: string): Promise<AssistantSentence[]> {
  const page = await listEvidence(member, { q: words.join(' '), page: 1, filters: { framework: '', type: '', status: '' } }, today);
  return page.rows
    .slice(0, LISTED)
    .map((item) =>
      sentence(
        `The evidence ${item.name} (${evidenceStatusLabels[item.status]}, collected ${item.dateCollected}) covers it.`,
        citedRecord('evidence', item.id, item.name, `/manage/evidence/${item.id}`),
      ),
    );
}

/** Where a topic is covered: the controls, policies and evidence whose words hold every word of it. */
export async function topicAnswer(member: Member, words: readonly string[], now = new Date()): Promise<AssistantSentence[]> {
  const today = dayOf(now);
  const [controls, policies, evidence] = await Promise.all([
    controlSentences(member, words),
    policySentences(member, words, today),
    evidenceSentences(member, words, today),
  ]);
  return [...policies, ...controls, ...evidence];
}
