import type { Evidence } from '@/lib/schemas/evidence';
import type { TrackedFramework } from '@/lib/schemas/frameworks';

/** The evidence library's sample records. */
export const sampleEvidence: readonly Evidence[] = [
  {
    id: 'ev-001',
    name: 'Access Control Logs Q4',
    description: 'Quarterly export of privileged access and login events from the identity provider.',
    type: 'system-log',
    framework: 'soc2',
    status: 'verified',
    dateCollected: '2026-11-18',
    files: [{ name: 'access-control-q4.pdf', size: 2_400_000 }],
  },
  {
    id: 'ev-002',
    name: 'Firewall Configuration',
    description: 'Screenshots of production firewall rules and network segmentation.',
    type: 'screenshot',
    framework: 'iso27001',
    status: 'pending',
    dateCollected: '2026-11-16',
    files: [{ name: 'firewall-rules.png', size: 860_000 }],
  },
  {
    id: 'ev-003',
    name: 'Data Processing Agreement',
    description: 'Signed DPA with the payment processor covering EU personal data.',
    type: 'document',
    framework: 'gdpr',
    status: 'verified',
    dateCollected: '2026-11-12',
    files: [{ name: 'dpa-signed.pdf', size: 1_100_000 }],
  },
  {
    id: 'ev-004',
    name: 'Encryption Certificate',
    description: 'TLS certificate chain for the customer-facing API.',
    type: 'certificate',
    framework: 'pci',
    status: 'failed',
    dateCollected: '2026-11-10',
    files: [{ name: 'api-tls-chain.pdf', size: 120_000 }],
  },
  {
    id: 'ev-005',
    name: 'Employee Security Training Records',
    description: 'Completion records for the annual security awareness training.',
    type: 'document',
    framework: 'hipaa',
    status: 'verified',
    dateCollected: '2026-11-08',
    files: [{ name: 'training-completion.docx', size: 540_000 }],
  },
  {
    id: 'ev-006',
    name: 'Incident Response Policy',
    description: 'Approved incident response policy, version 2.1.',
    type: 'policy',
    framework: 'soc2',
    status: 'pending',
    dateCollected: '2026-11-05',
    files: [{ name: 'incident-response-v2.1.pdf', size: 780_000 }],
  },
  {
    id: 'ev-007',
    name: 'Backup Job Logs',
    description: 'Nightly backup job results for the primary database cluster.',
    type: 'system-log',
    framework: 'iso27001',
    status: 'failed',
    dateCollected: '2026-11-02',
    files: [{ name: 'backup-jobs-october.pdf', size: 3_200_000 }],
  },
  {
    id: 'ev-008',
    name: 'Consumer Request Log',
    description: 'Log of CCPA access and deletion requests with response dates.',
    type: 'system-log',
    framework: 'ccpa',
    status: 'verified',
    dateCollected: '2026-10-28',
    files: [{ name: 'consumer-requests.pdf', size: 410_000 }],
  },
];

export type CollectionProgress = { framework: TrackedFramework; collected: number; required: number; automated: number };

/** Automated collection per framework: items collected of those required, and how many were collected automatically. */
export const sampleCollectionProgress: readonly CollectionProgress[] = [
  { framework: 'soc2', collected: 142, required: 163, automated: 118 },
  { framework: 'iso27001', collected: 88, required: 114, automated: 61 },
  { framework: 'gdpr', collected: 41, required: 47, automated: 29 },
  { framework: 'hipaa', collected: 30, required: 38, automated: 22 },
  { framework: 'pci', collected: 196, required: 315, automated: 150 },
];
