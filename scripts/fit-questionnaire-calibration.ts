// npx tsx --conditions=react-server scripts/fit-questionnaire-calibration.ts: fits the confidence the questionnaire
// answers show. Answers the dev split of the questionnaire benchmark (bench/questionnaire, never its held-out split)
// against the demo organization seeded into a throw-away embedded database, grades each raw answer A–E as the
// benchmark does, fits "graded A or B" on the raw score by isotonic regression and prints the calibration to paste
// into lib/domain/questionnaires/calibration-fit.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { gradeAnswer } from '@/bench/questionnaire/grade';
import { benchQuestions } from '@/bench/questionnaire/questions';
import { DEMO_ACCOUNT, ensureDemoAccount } from '@/lib/backend/demo-account';
import { getOpenDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { fitCalibration, KnowledgeIndex } from '@/lib/domain/questionnaires';
import { ensureDemoOrganization } from '@/lib/seed/demo-organization';
import { currentMembership } from '@/lib/workspace/organization';
import { organizationKnowledge } from '@/lib/workspace/questionnaires';
import { stop } from './embedded-data-folder';

const dataDir = mkdtempSync(join(tmpdir(), 'fit-questionnaire-'));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
delete process.env.BACKEND_URL;

async function main() {
  const { db, close } = await getOpenDb();
  try {
    await ensureDemoAccount(db);
    await ensureDemoOrganization(db);
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    const member = account && (await currentMembership(`embedded:${account.id}`));
    if (!member) stop('The demo organization could not be seeded.');
    const index = new KnowledgeIndex(await organizationKnowledge(member), { fittedOn: 'raw', steps: [] });
    const dev = benchQuestions.filter((question) => question.split === 'dev');
    const samples = dev.flatMap((question) => {
      const given = index.scored(question.text);
      if (given.answer === null) return [];
      const grade = gradeAnswer(given, question.expected);
      return [{ raw: given.confidence, right: grade === 'A' || grade === 'B' }];
    });
    const steps = fitCalibration(samples);
    const day = new Date().toISOString().slice(0, 10);
    console.log(`  fittedOn: '${day}, ${samples.length} graded answers to the ${dev.length} questions of the dev split',`);
    console.log(
      `  steps: [\n${steps.map((step) => `    { from: ${step.from}, right: ${step.right}, answers: ${step.answers} },`).join('\n')}\n  ],`,
    );
  } finally {
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => stop(`The fit failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`));
