import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { evidence, evidenceControls, evidenceFiles, members } from '@/lib/db/schema';
import { DAY_MS, dayOf } from '@/lib/domain/calendar-days';
import { evidenceStorageKey } from '@/lib/domain/evidence/files';
import type { EvidenceStatus, EvidenceType } from '@/lib/schemas/evidence/records';
import type { TrackedFramework } from '@/lib/schemas/frameworks/codes';
import { fileStorage } from '@/lib/storage';
import type { Tx } from '@/lib/workspace/member';
import { demoControlStates } from './control-states';
import { samplePdf, samplePng } from './evidence-sample-files';

type Seeded = {
  name: string;
  /** Controls of the library the item is linked to. */
  controls: readonly string[];
  description: string;
  type: EvidenceType;
  framework: TrackedFramework;
  status: EvidenceStatus;
  collectedDaysAgo: number;
  /** Its one file: a PDF, or a PNG for a screenshot. */
  file: string;
};

/** The demo library: every type and status, six frameworks, collected over the last four weeks. */
const library: readonly Seeded[] = [
  {
    name: 'Access Control Logs Q4',
    controls: ['AC-03', 'AC-07'],
    description: 'Quarterly export of privileged access and login events from the identity provider.',
    type: 'system-log',
    framework: 'soc2',
    status: 'verified',
    collectedDaysAgo: 5,
    file: 'access-control-q4.pdf',
  },
  {
    name: 'Firewall Configuration',
    controls: ['NET-01', 'NET-02'],
    description: 'Screenshots of production firewall rules and network segmentation.',
    type: 'screenshot',
    framework: 'iso27001',
    status: 'pending',
    collectedDaysAgo: 7,
    file: 'firewall-rules.png',
  },
  {
    name: 'Data Processing Agreement',
    controls: ['PRV-23'],
    description: 'Signed DPA with the payment processor covering EU personal data.',
    type: 'document',
    framework: 'gdpr',
    status: 'verified',
    collectedDaysAgo: 11,
    file: 'dpa-signed.pdf',
  },
  {
    name: 'Encryption Certificate',
    controls: ['CRY-03'],
    description: 'TLS certificate chain for the customer-facing API.',
    type: 'certificate',
    framework: 'pci-dss',
    status: 'failed',
    collectedDaysAgo: 13,
    file: 'api-tls-chain.pdf',
  },
  {
    name: 'Employee Security Training Records',
    controls: ['HR-03'],
    description: 'Completion records for the annual security awareness training.',
    type: 'document',
    framework: 'hipaa',
    status: 'verified',
    collectedDaysAgo: 15,
    file: 'training-completion.pdf',
  },
  {
    name: 'Incident Response Policy',
    controls: ['INC-01'],
    description: 'Approved incident response policy, version 2.1.',
    type: 'policy',
    framework: 'soc2',
    status: 'pending',
    collectedDaysAgo: 18,
    file: 'incident-response-v2.1.pdf',
  },
  {
    name: 'Backup Job Logs',
    controls: ['BCP-04'],
    description: 'Nightly backup job results for the primary database cluster.',
    type: 'system-log',
    framework: 'iso27001',
    status: 'failed',
    collectedDaysAgo: 21,
    file: 'backup-jobs-october.pdf',
  },
  {
    name: 'Consumer Request Log',
    controls: ['PRV-13'],
    description: 'Log of CCPA access and deletion requests with response dates.',
    type: 'system-log',
    framework: 'ccpa',
    status: 'verified',
    collectedDaysAgo: 26,
    file: 'consumer-requests.pdf',
  },
];

/** Why the two failed items were failed by the review. */
const failureReasons: Partial<Record<string, string>> = {
  'Encryption Certificate': 'The chain ends at an intermediate certificate; the root is missing.',
  'Backup Job Logs': 'Three nights of October have no backup result.',
};

/**
 * An implemented control counts toward progress only with current evidence, so every control the demo implements
 * is also linked to one of the verified items that proves it: privacy controls to the processing agreement,
 * people controls to the training records, the rest to the access logs. No new item is added, so the evidence
 * figures stay as they are.
 */
const provingItem = (controlId: string): string =>
  controlId.startsWith('PRV-')
    ? 'Data Processing Agreement'
    : controlId.startsWith('HR-')
      ? 'Employee Security Training Records'
      : 'Access Control Logs Q4';

/** Each seeded item's links: its own controls, and for a verified item the implemented controls it proves. */
function demoLinks(): Map<string, string[]> {
  const links = new Map(library.map((item) => [item.name, [...item.controls]]));
  const proven = new Set(library.filter((item) => item.status === 'verified').flatMap((item) => item.controls));
  for (const [controlId, state] of demoControlStates()) {
    if (state !== 'implemented' || proven.has(controlId)) continue;
    links.get(provingItem(controlId))!.push(controlId);
  }
  return links;
}

/** The bytes of a seeded item's file: a PNG for an image name, else a one-page PDF describing the item. */
function sampleBytes(item: Seeded, collectedOn: string): { bytes: Uint8Array; contentType: string } {
  if (item.file.endsWith('.png')) return { bytes: samplePng(), contentType: 'image/png' };
  return {
    bytes: samplePdf(item.name, [item.description, `Collected on ${collectedOn}.`, 'Sample file of the demo organization.']),
    contentType: 'application/pdf',
  };
}

/**
 * The demo organization's 8 evidence items: 4 verified, 2 pending review, 2 failed verification. Each has one
 * small real file, kept through the file storage so its download works, and is linked to controls of the
 * library; the verified ones also to every implemented control they prove (demoLinks).
 */
export async function seedEvidence(tx: Tx, organizationId: string, now: Date): Promise<void> {
  const storage = fileStorage();
  const links = demoLinks();
  // The files were uploaded by the administrator Sarah Chen, so the demo manager may verify the pending ones.
  const [uploader] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.email, 'sarah.chen@example.com')));
  for (const item of library) {
    const collected = new Date(now.getTime() - item.collectedDaysAgo * DAY_MS);
    const collectedOn = dayOf(collected);
    const [row] = await tx
      .insert(evidence)
      .values({
        organizationId,
        name: item.name,
        description: item.description,
        type: item.type,
        framework: item.framework,
        status: item.status,
        collectedOn,
        failureReason: failureReasons[item.name] ?? '',
        createdAt: collected,
        updatedAt: collected,
      })
      .returning({ id: evidence.id });
    if (!row) throw new Error(`The evidence ${item.name} was not seeded`);
    const fileId = randomUUID();
    const { bytes, contentType } = sampleBytes(item, collectedOn);
    const stored = await storage.put(evidenceStorageKey(organizationId, row.id, fileId), bytes, contentType);
    await tx.insert(evidenceFiles).values({
      id: fileId,
      organizationId,
      evidenceId: row.id,
      revision: 1,
      name: item.file,
      contentType,
      sizeBytes: stored.size,
      sha256: stored.sha256,
      storageKey: stored.key,
      uploadedByName: 'Sarah Chen',
      uploadedByMemberId: uploader?.id ?? null,
      uploadedAt: collected,
    });
    await tx
      .insert(evidenceControls)
      .values(links.get(item.name)!.map((controlId) => ({ organizationId, evidenceId: row.id, controlId, linkedAt: collected })));
  }
}
