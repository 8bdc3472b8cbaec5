// npm run bench:questionnaire [-- --each] [-- --model]: answers a typical security questionnaire of 111 questions
// (tests/fixtures/questionnaires/security-questions.ts) against the demo organization, seeded into a throw-away
// embedded database, and prints how many questions got a suggestion, how many of those cite a relevant source (a
// source label or the answer naming one of the question's expected keywords) and the time per question. --each
// also prints every question with its answer and sources. --model measures the answers the assistant's model
// writes (ASSISTANT_* must be set; see scripts/bench-model-option.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNT, ensureDemoAccount } from '@/lib/backend/demo-account';
import { getOpenDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { answerQuestions, type Question } from '@/lib/domain/questionnaires';
import { ensureDemoOrganization } from '@/lib/seed/demo-organization';
import { currentMembership } from '@/lib/workspace/organization';
import { organizationKnowledge, suggestAnswers } from '@/lib/workspace/questionnaires';
import { securityQuestions } from '@/tests/fixtures/questionnaires/security-questions';
import { chooseAnswerer, modelTally } from './bench-model-option';
import { stop } from './embedded-data-folder';

const dataDir = mkdtempSync(join(tmpdir(), 'bench-questionnaire-'));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
delete process.env.BACKEND_URL;

const ms = (value: number) => `${value.toFixed(2)} ms`;
const percent = (part: number, whole: number) => (whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`);

async function main() {
  const { db, close } = await getOpenDb();
  try {
    await ensureDemoAccount(db);
    await ensureDemoOrganization(db);
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    const member = account && (await currentMembership(`embedded:${account.id}`));
    if (!member) stop('The demo organization could not be seeded.');
    const questions: Question[] = securityQuestions.map((entry, index) => ({
      sheet: 'Security',
      row: index + 2,
      text: entry.text,
      section: null,
    }));

    const withModel = process.argv.includes('--model');
    console.log(`Answerer:                   ${await chooseAnswerer(db, member.organizationId, withModel)}`);
    const collectStart = performance.now();
    const knowledge = await organizationKnowledge(member);
    const collectMs = performance.now() - collectStart;
    const answerStart = performance.now();
    answerQuestions(knowledge, questions);
    const answerMs = performance.now() - answerStart;
    // The whole call as a screen makes it: the knowledge (kept since the first read), one index, every question.
    const callStart = performance.now();
    const suggestions = await suggestAnswers(member, questions);
    const callMs = performance.now() - callStart;

    let suggested = 0;
    let relevant = 0;
    const kinds = new Map<string, number>();
    suggestions.forEach((suggestion, index) => {
      const fixture = securityQuestions[index]!;
      if (suggestion.answer === null) {
        if (process.argv.includes('--each')) console.log(`- ${fixture.text}\n    (no answer)`);
        return;
      }
      suggested += 1;
      kinds.set(suggestion.kind ?? 'none', (kinds.get(suggestion.kind ?? 'none') ?? 0) + 1);
      const haystack = [suggestion.answer, ...suggestion.sources.map((source) => source.label)].join(' ').toLowerCase();
      const isRelevant = fixture.topic.some((keyword) => haystack.includes(keyword.toLowerCase()));
      if (isRelevant) relevant += 1;
      if (process.argv.includes('--each'))
        console.log(
          `${isRelevant ? '+' : '?'} ${fixture.text}\n    ${suggestion.confidence} ${suggestion.answer.slice(0, 160)}\n    ${suggestion.sources.map((source) => source.label).join(' | ')}`,
        );
    });
    const byType = new Map<string, number>();
    for (const document of knowledge) byType.set(document.type, (byType.get(document.type) ?? 0) + 1);

    console.log(
      `Knowledge of the demo organization: ${knowledge.length} records (${[...byType].map(([type, count]) => `${count} ${type}`).join(', ')}), read in ${ms(collectMs)}`,
    );
    console.log(`Questions:                  ${questions.length}`);
    console.log(`With a suggestion:          ${suggested} (${percent(suggested, questions.length)})`);
    console.log(`  citing a relevant source: ${relevant} (${percent(relevant, suggested)} of those suggested)`);
    console.log(`  by kind:                  ${[...kinds].map(([kind, count]) => `${kind} ${count}`).join(', ')}`);
    console.log(`No answer found:            ${questions.length - suggested}`);
    if (withModel) console.log(`The model's answers:        ${modelTally(suggestions)}`);
    console.log(`Index and answers:          ${ms(answerMs)} in all, ${ms(answerMs / questions.length)} per question`);
    console.log(`suggestAnswers call:        ${ms(callMs)} in all, ${ms(callMs / questions.length)} per question`);
  } finally {
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => stop(`The benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`));
