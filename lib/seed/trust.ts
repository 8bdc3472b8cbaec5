import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { organizations, policies, trustDocuments, trustNdas, trustPages } from '@/lib/db/schema';
import { suggestedSlug } from '@/lib/domain/trust/rules';
import type { TrustDocumentKind, TrustSection, TrustVisibility } from '@/lib/schemas/trust/records';
import type { Tx } from '@/lib/workspace/member';
import { seedMoment } from './demo-team';

/**
 * What the demo's trust page shows. Every state on it is computed from the records when a visitor opens it: GDPR
 * reads Audited from PwC's completed assessment that passed; ISO 27001, CCPA and PCI DSS (a conditional pass) read
 * In progress with their percent; the control areas count their implemented controls; the subprocessors are the
 * vendors marked as such. Only approved policies whose review is current are listed. SOC 2 is left off until its
 * Type II audit passes: the page counts any passed audit, and SOC 2's only one is the internal readiness review.
 */
const sections: TrustSection[] = ['frameworks', 'controls', 'subprocessors', 'policies', 'documents'];
const frameworks = ['iso27001', 'gdpr', 'ccpa', 'pci-dss'];
const controlAreas = ['AC', 'CRY', 'OPS', 'VUL', 'INC', 'BCP', 'VEN'];
const listedPolicies = [
  'Information Security Policy',
  'Incident Response Policy',
  'Business Continuity Policy',
  'Cryptography Policy',
  'Data Retention Policy',
  'Secure Development Policy',
  'Vulnerability Management Policy',
];
const documents: readonly { title: string; policy: string; kind: TrustDocumentKind; visibility: TrustVisibility }[] = [
  { title: 'Information Security Policy', policy: 'Information Security Policy', kind: 'policy', visibility: 'public' },
  { title: 'Incident Response Policy', policy: 'Incident Response Policy', kind: 'policy', visibility: 'public' },
  { title: 'Business Continuity Policy', policy: 'Business Continuity Policy', kind: 'policy', visibility: 'private' },
];

const overview =
  'Demo Compliance Co. keeps the data of its customers and their patients safe on a platform built for regulated work. ' +
  'This page shows where each of our compliance programmes stands, the security controls we run, the subprocessors ' +
  'that handle data for us and the policies behind them. Private documents are shared under NDA on request.';

const nda =
  'The recipient keeps the documents shared through this trust center confidential, uses them only to assess the security of Demo Compliance Co. as a supplier, does not pass them on outside its organization, and deletes them on request.';

/** Publishes the demo's trust page at its suggested address, with an NDA for its private document. */
export async function seedTrustPage(tx: Tx, organizationId: string, now: Date): Promise<void> {
  const [organization] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  const slug = suggestedSlug(organization?.name ?? 'demo-compliance-co');
  const approved = await tx
    .select({ id: policies.id, name: policies.name })
    .from(policies)
    .where(and(eq(policies.organizationId, organizationId), eq(policies.status, 'approved'), inArray(policies.name, listedPolicies)));
  const idOf = new Map(approved.map((policy) => [policy.name, policy.id]));
  await tx.insert(trustPages).values({
    organizationId,
    slug,
    published: true,
    overview,
    sections,
    frameworks,
    controlAreas,
    policyIds: listedPolicies.flatMap((name) => idOf.get(name) ?? []),
    updatedAt: seedMoment(now, -6),
  });
  await tx.insert(trustNdas).values({ organizationId, version: 1, text: nda, createdAt: seedMoment(now, -6) });
  await tx.insert(trustDocuments).values(
    documents.flatMap((document, index) => {
      const policyId = idOf.get(document.policy);
      if (!policyId) return [];
      return [
        {
          organizationId,
          title: document.title,
          kind: document.kind,
          visibility: document.visibility,
          policyId,
          createdAt: seedMoment(now, -6 + index / 24),
        },
      ];
    }),
  );
}
