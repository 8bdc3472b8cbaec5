import 'server-only';
import { evidence } from '@/lib/db/schema';
import type { EvidenceFile, EvidenceStatus, EvidenceType } from '@/lib/schemas/evidence';
import type { TrackedFramework } from '@/lib/schemas/frameworks';
import type { Tx } from '@/lib/workspace/member';

const DAY = 24 * 60 * 60 * 1000;

type Seeded = {
  name: string;
  description: string;
  type: EvidenceType;
  framework: TrackedFramework;
  status: EvidenceStatus;
  collectedDaysAgo: number;
  files: EvidenceFile[];
};

/** The demo library: every type and status, six frameworks, collected over the last four weeks. */
const library: readonly Seeded[] = [
  {
    name: 'Access Control Logs Q4',
    description: 'Quarterly export of privileged access and login events from the identity provider.',
    type: 'system-log',
    framework: 'soc2',
    status: 'verified',
    collectedDaysAgo: 5,
    files: [{ name: 'access-control-q4.pdf', size: 2_400_000 }],
  },
  {
    name: 'Firewall Configuration',
    description: 'Screenshots of production firewall rules and network segmentation.',
    type: 'screenshot',
    framework: 'iso27001',
    status: 'pending',
    collectedDaysAgo: 7,
    files: [{ name: 'firewall-rules.png', size: 860_000 }],
  },
  {
    name: 'Data Processing Agreement',
    description: 'Signed DPA with the payment processor covering EU personal data.',
    type: 'document',
    framework: 'gdpr',
    status: 'verified',
    collectedDaysAgo: 11,
    files: [{ name: 'dpa-signed.pdf', size: 1_100_000 }],
  },
  {
    name: 'Encryption Certificate',
    description: 'TLS certificate chain for the customer-facing API.',
    type: 'certificate',
    framework: 'pci',
    status: 'failed',
    collectedDaysAgo: 13,
    files: [{ name: 'api-tls-chain.pdf', size: 120_000 }],
  },
  {
    name: 'Employee Security Training Records',
    description: 'Completion records for the annual security awareness training.',
    type: 'document',
    framework: 'hipaa',
    status: 'verified',
    collectedDaysAgo: 15,
    files: [{ name: 'training-completion.docx', size: 540_000 }],
  },
  {
    name: 'Incident Response Policy',
    description: 'Approved incident response policy, version 2.1.',
    type: 'policy',
    framework: 'soc2',
    status: 'pending',
    collectedDaysAgo: 18,
    files: [{ name: 'incident-response-v2.1.pdf', size: 780_000 }],
  },
  {
    name: 'Backup Job Logs',
    description: 'Nightly backup job results for the primary database cluster.',
    type: 'system-log',
    framework: 'iso27001',
    status: 'failed',
    collectedDaysAgo: 21,
    files: [{ name: 'backup-jobs-october.pdf', size: 3_200_000 }],
  },
  {
    name: 'Consumer Request Log',
    description: 'Log of CCPA access and deletion requests with response dates.',
    type: 'system-log',
    framework: 'ccpa',
    status: 'verified',
    collectedDaysAgo: 26,
    files: [{ name: 'consumer-requests.pdf', size: 410_000 }],
  },
];

/** The demo organization's 8 evidence items: 4 verified, 2 pending review, 2 failed verification. */
export async function seedEvidence(tx: Tx, organizationId: string, now: Date): Promise<void> {
  await tx.insert(evidence).values(
    library.map((item) => {
      const collected = new Date(now.getTime() - item.collectedDaysAgo * DAY);
      return {
        organizationId,
        name: item.name,
        description: item.description,
        type: item.type,
        framework: item.framework,
        status: item.status,
        collectedOn: collected.toISOString().slice(0, 10),
        files: item.files,
        createdAt: collected,
        updatedAt: collected,
      };
    }),
  );
}
