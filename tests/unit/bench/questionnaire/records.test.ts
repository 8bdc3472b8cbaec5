/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { matches, sourceKey } from '@/bench/questionnaire/grade';
import { benchQuestions } from '@/bench/questionnaire/questions';
import { DEMO_ACCOUNT, ensureDemoAccount } from '@/lib/backend/demo-account';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { KnowledgeDocument } from '@/lib/domain/questionnaires';
import { ensureDemoOrganization } from '@/lib/seed/demo-organization';
import { currentMembership } from '@/lib/workspace/organization';
import { organizationKnowledge } from '@/lib/workspace/questionnaires';
import { withThrowAwayDatabase } from '../../workspace/fixtures';

withThrowAwayDatabase('bench-questionnaire-records');

// The grades name the demo organization's records; when its seed changes, a grade that names a record it no longer
// has, or a Yes from a control no longer in place, fails here rather than silently mis-grading the benchmark.

let knowledge: readonly KnowledgeDocument[] = [];
const keyOf = (document: KnowledgeDocument) =>
  sourceKey({ type: document.type, id: document.id, label: document.label, ...(document.version ? { version: document.version } : {}) });

beforeAll(async () => {
  const db = await getDb();
  await ensureDemoAccount(db);
  await ensureDemoOrganization(db);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  knowledge = await organizationKnowledge((await currentMembership(`embedded:${user!.id}`))!);
}, 120_000);

const answerable = benchQuestions.flatMap((question) =>
  question.expected.status === 'answerable' ? [{ question, expected: question.expected }] : [],
);

describe('the records the benchmark grades by', () => {
  it('are all in the knowledge the answerer reads for the demo organization', () => {
    const keys = knowledge.map(keyOf);
    const missing = answerable.flatMap(({ question, expected }) =>
      [...expected.strong, ...expected.weak]
        .filter((record) => !keys.some((key) => matches(key, record)))
        .map((record) => `${question.id} ${record}`),
    );
    expect(missing).toEqual([]);
  });

  // A No may rest on a control in place when the question asks about something bad ("Do you store passwords in
  // plaintext?"), and an open question may be described from a framework in progress, so only a Yes is checked.
  it('back a Yes only with controls in place and trust facts that hold', () => {
    const stateOf = new Map(knowledge.map((document) => [keyOf(document), document.state]));
    const contradicted = answerable.flatMap(({ question, expected }) =>
      expected.strong
        .filter((record) => expected.answer === 'yes' && (record.startsWith('control:') || record.startsWith('trust:')))
        .filter((record) => !['implemented', 'yes'].includes(stateOf.get(record) ?? ''))
        .map((record) => `${question.id} ${expected.answer} ${record} ${stateOf.get(record)}`),
    );
    expect(contradicted).toEqual([]);
  });

  // The seed decides which controls are in place; a grade written when a control was still being put in place goes
  // stale when the seed puts it in place, and then a right answer would be graded as invented.
  it('say a control is not started or in progress only while it is', () => {
    const stateOf = new Map(knowledge.map((document) => [keyOf(document), document.state]));
    const stale = answerable.flatMap(({ question, expected }) =>
      /not started|in progress|being put in place/i.test(expected.why)
        ? expected.strong
            .filter((record) => record.startsWith('control:') && stateOf.get(record) === 'implemented')
            .map((record) => `${question.id} ${record}`)
        : [],
    );
    expect(stale).toEqual([]);
  });
});
