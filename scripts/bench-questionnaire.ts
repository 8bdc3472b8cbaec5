// npm run bench:questionnaire [-- --each] [-- --model]: answers the questionnaire benchmark (bench/questionnaire: questions copied
// from public questionnaires, each with the answer a person decided from the demo organization's records) with the
// answerer the screen runs (suggestAnswers), against the demo organization seeded into a throw-away embedded
// database. Each answer is graded A–E by the records it cites and the answer it gives (bench/questionnaire/grade.ts);
// the figures are printed for all questions and for each split (dev, held-out, blind), with every wrong (C) and
// missed (D) answer and the calibration of the confidence. --each also prints every question with its grade, answer
// and sources, except the blind split's, named by their ids alone.
// --model has the assistant's model write the answers (ASSISTANT_* must be set; see scripts/bench-model-option.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { calibration, figuresOf, givesSupport, gradeAnswer, sourceKey, type Grade } from '@/bench/questionnaire/grade';
import { benchQuestions } from '@/bench/questionnaire/questions';
import { benchSources } from '@/bench/questionnaire/sources';
import { benchSplits, type BenchQuestionInSplit } from '@/bench/questionnaire/types';
import { DEMO_ACCOUNT, ensureDemoAccount } from '@/lib/backend/demo-account';
import { getOpenDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { KnowledgeDocument, Question, Suggestion } from '@/lib/domain/questionnaires';
import { ModelRecordFinder, RECORDS_PER_QUESTION } from '@/lib/domain/questionnaires/model-records';
import { sourceOf } from '@/lib/domain/questionnaires/record-source';
import { ensureDemoOrganization } from '@/lib/seed/demo-organization';
import { currentMembership } from '@/lib/workspace/organization';
import { organizationKnowledge, suggestAnswers } from '@/lib/workspace/questionnaires';
import { chooseAnswerer, modelTally } from './bench-model-option';
import { stop } from './embedded-data-folder';

const dataDir = mkdtempSync(join(tmpdir(), 'bench-questionnaire-'));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
delete process.env.BACKEND_URL;

type Graded = { question: BenchQuestionInSplit; suggestion: Suggestion; grade: Grade };

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const oneLine = (text: string, length: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};

function printFigures(label: string, graded: readonly Graded[]) {
  const figures = figuresOf(graded.map((entry) => entry.grade));
  const { A, B, C, D, E } = figures.grades;
  console.log(
    `${label.padEnd(9)} ${String(figures.questions).padStart(4)} questions  answered ${percent(figures.answeredShare).padStart(6)}` +
      `  precision ${percent(figures.precision).padStart(6)}  invention ${percent(figures.invention).padStart(6)}` +
      `  recall ${percent(figures.recall).padStart(6)}   A ${A}  B ${B}  C ${C}  D ${D}  E ${E}`,
  );
}

function expectedLine({ expected }: BenchQuestionInSplit) {
  if (expected.status === 'not-in-records') return `not in records (${expected.why})`;
  const weak = expected.weak.length > 0 ? `; weak: ${expected.weak.join(', ')}` : '';
  return `${expected.answer} from ${expected.strong.join(', ')}${weak} (${expected.why})`;
}

function printEntry({ question, suggestion, grade }: Graded) {
  // A blind question is named by its id alone: whoever reads this output to write rules must not read its words.
  if (question.split === 'blind') return console.log(`${grade} [blind] ${question.source} ${question.id}`);
  console.log(`${grade} [${question.split}] ${question.source} ${question.id}: ${oneLine(question.text, 160)}`);
  console.log(
    suggestion.answer === null
      ? '    given: no answer'
      : `    given: ${suggestion.kind} ${suggestion.confidence.toFixed(2)} "${oneLine(suggestion.answer, 140)}"\n    cited: ${suggestion.sources.map(sourceKey).join(', ') || 'nothing'}`,
  );
  console.log(`    expected: ${expectedLine(question)}`);
}

/**
 * For each split, the share of the questions the records answer for which the records the assistant's model is given
 * hold one that says the thing asked: the most the model can get right, with or without a model configured.
 */
function printModelRecords(knowledge: readonly KnowledgeDocument[]) {
  const finder = new ModelRecordFinder(knowledge);
  console.log(`\nThe records the assistant's model reads (${RECORDS_PER_QUESTION} a question) hold one that says the thing asked:`);
  for (const split of ['all', ...benchSplits] as const) {
    const held = benchQuestions
      .filter((question) => split === 'all' || question.split === split)
      .map((question) => givesSupport(finder.recordsFor(question.text).map(sourceOf), question.expected))
      .filter((found) => found !== null);
    const found = held.filter(Boolean).length;
    console.log(
      `  ${split.padEnd(9)} ${String(found).padStart(4)} of ${String(held.length).padStart(3)} answerable  ${percent(found / held.length).padStart(6)}`,
    );
  }
}

async function main() {
  const { db, close } = await getOpenDb();
  try {
    await ensureDemoAccount(db);
    await ensureDemoOrganization(db);
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    const member = account && (await currentMembership(`embedded:${account.id}`));
    if (!member) stop('The demo organization could not be seeded.');
    const questions: Question[] = benchQuestions.map((entry, index) => ({
      sheet: 'Benchmark',
      row: index + 2,
      text: entry.text,
      section: null,
    }));
    const withModel = process.argv.includes('--model');
    console.log(`Answerer: ${await chooseAnswerer(db, member.organizationId, withModel)}`);
    const start = performance.now();
    const suggestions = await suggestAnswers(member, questions);
    const elapsed = performance.now() - start;
    const graded: Graded[] = benchQuestions.map((question, index) => {
      const suggestion = suggestions[index]!;
      return { question, suggestion, grade: gradeAnswer(suggestion, question.expected) };
    });

    if (process.argv.includes('--each')) {
      graded.forEach(printEntry);
      console.log('');
    }
    console.log('Questionnaire benchmark: the demo organization, graded A–E against the answers decided from its records');
    for (const source of benchSources) {
      const count = benchQuestions.filter((question) => question.source === source.id).length;
      console.log(`  ${String(count).padStart(4)} from ${source.questionnaire} (${source.licence})`);
    }
    console.log(`  answered in ${elapsed.toFixed(0)} ms, ${(elapsed / questions.length).toFixed(2)} ms a question`);
    console.log('  answered = (A+B+C)/all, precision = A/(A+B+C), invention = C/(A+B+C), recall = A/(A+D)\n');
    printFigures('all', graded);
    for (const split of benchSplits) {
      printFigures(
        split,
        graded.filter((entry) => entry.question.split === split),
      );
    }

    console.log('\nConfidence shown against the share of answers graded A or B:');
    for (const band of calibration(graded.map((entry) => ({ confidence: entry.suggestion.confidence, grade: entry.grade })))) {
      console.log(
        `  ${band.from.toFixed(1)}–${band.to.toFixed(1)}  ${String(band.answers).padStart(4)} answers  ${band.answers === 0 ? '—' : percent(band.rightShare)} right`,
      );
    }
    for (const grade of ['C', 'D'] as const) {
      const entries = graded.filter((entry) => entry.grade === grade);
      console.log(
        `\n${grade === 'C' ? 'Wrong or unsupported answers (C)' : 'Withheld although the records answer them (D)'}: ${entries.length}`,
      );
      entries.forEach(printEntry);
    }
    printModelRecords(await organizationKnowledge(member));
    if (withModel) console.log(`\nThe model's answers: ${modelTally(suggestions)}`);
  } finally {
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => stop(`The benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`));
