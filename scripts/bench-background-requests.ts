// tsx --conditions=react-server scripts/bench-background-requests.ts: prints one JSON line with what the screens'
// forms send to start the large organization's background work through a running server (the benchmark's
// bench/lib/background-while-serving.mjs): the administrator's member id (a system's reviewer and owner), the twelve
// months reports cover, the frameworks, the 500-question questionnaire and the 5,000 accounts of an access review.
// Run on the seeded data folder before the server opens it.
import { eq } from 'drizzle-orm';
import { getOpenDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { frameworkCodes } from '@/lib/schemas/frameworks/codes';
import { LARGE_ORGANIZATION } from '@/lib/seed/large-organization';
import { currentMembership } from '@/lib/workspace/organization';
import { accountsCsv, administratorEmails } from './bench-background/access-review';
import { questionnaireCsv } from './bench-background/questionnaire';
import { lastYear } from './bench-background/reports';
import { stop } from './embedded-data-folder';

const QUESTIONS = 500;
const ACCOUNTS = 5000;

async function main() {
  const { db, close } = await getOpenDb();
  try {
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, LARGE_ORGANIZATION.email));
    const admin = account && (await currentMembership(`embedded:${account.id}`));
    if (!admin) stop('The large organization is not in this database: run npm run seed:large first.');
    const line = `${JSON.stringify({
      adminMemberId: admin.id,
      period: lastYear(),
      frameworks: frameworkCodes,
      questionnaireCsv: questionnaireCsv(QUESTIONS),
      accountsCsv: accountsCsv(ACCOUNTS),
      // The list uploaded again once the administrators' accounts were revoked, which verifies the revokes.
      accountsWithoutAdministratorsCsv: accountsCsv(ACCOUNTS, administratorEmails(ACCOUNTS)),
    })}\n`;
    // The line is longer than a pipe holds: written whole before the process exits.
    await new Promise((resolve) => process.stdout.write(line, resolve));
  } finally {
    await close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => stop(`Reading the requests failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
);
