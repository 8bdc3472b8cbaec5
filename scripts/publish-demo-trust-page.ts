// Publishes the demo organization's trust page in the embedded database of DATA_DIR (before a server opens it),
// showing everything the page can show, and prints {"slug": ...}: `npm run bench` measures that page with the
// public ones. Run as `tsx --conditions=react-server scripts/publish-demo-trust-page.ts`.
import { and, eq, isNull } from 'drizzle-orm';
import { controlDomainNames } from '@/lib/catalog/control-domain-names';
import { DEMO_ACCOUNT, ensureDemoAccount } from '@/lib/backend/demo-account';
import { getOpenDb } from '@/lib/db/client';
import { policies, users } from '@/lib/db/schema';
import { trustSections } from '@/lib/schemas/trust/records';
import { ensureDemoOrganization } from '@/lib/seed/demo-organization';
import { listOrganizationFrameworks } from '@/lib/workspace/frameworks';
import { currentMembership } from '@/lib/workspace/organization';
import { addTrustDocument, saveTrustSettings, setTrustPagePublished, trustSettingsOf } from '@/lib/workspace/trust';
import { embeddedDataFolder, stop } from './embedded-data-folder';

async function main() {
  embeddedDataFolder('publishing the demo trust page');
  const database = await getOpenDb();
  try {
    const { db } = database;
    await ensureDemoAccount(db);
    await ensureDemoOrganization(db);
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email)).limit(1);
    const admin = demo ? await currentMembership(`embedded:${demo.id}`) : null;
    if (!admin) stop('The demo account has no organization: is DEMO_ACCOUNT off?');
    const approved = await db
      .select({ id: policies.id, name: policies.name })
      .from(policies)
      .where(and(eq(policies.organizationId, admin.organizationId), eq(policies.status, 'approved'), isNull(policies.archivedAt)));
    const [first, second] = approved;
    if (first) await addTrustDocument(admin, { title: first.name, kind: 'policy', visibility: 'public', source: `policy:${first.id}` });
    if (second) await addTrustDocument(admin, { title: second.name, kind: 'policy', visibility: 'private', source: `policy:${second.id}` });
    const draft = await trustSettingsOf(admin);
    const { settings } = await saveTrustSettings(admin, {
      slug: draft.slug,
      overview: 'Security and privacy are part of how we build and run our service. This page is computed from our records.',
      sections: [...trustSections],
      frameworks: (await listOrganizationFrameworks(admin)).map((framework) => framework.frameworkId),
      controlAreas: Object.keys(controlDomainNames),
      policyIds: approved.map((policy) => policy.id),
      version: draft.version,
    });
    const published = await setTrustPagePublished(admin, true, settings.version);
    console.log(JSON.stringify({ slug: published.slug }));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => stop(`Publishing failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`));
