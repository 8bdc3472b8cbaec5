import 'server-only';
import { policies } from '@/lib/db/schema';
import type { PolicyStatus } from '@/lib/schemas/policy';
import type { TrackedFramework } from '@/lib/schemas/frameworks';
import type { Tx } from '@/lib/workspace/member';

const DAY = 24 * 60 * 60 * 1000;

type Seeded = {
  name: string;
  version: string;
  description?: string;
  status: PolicyStatus;
  frameworks: TrackedFramework[];
  owner: string;
  updatedDaysAgo: number;
  /** Days from now to the next review, for approved policies. */
  reviewInDays?: number;
};

/** The policies the library lists first, one of each status (spec §2.4 row actions). */
const featured: Seeded[] = [
  { name: 'Information Security Policy', version: 'v3.2', description: 'Company-wide rules for protecting information assets.', status: 'approved', frameworks: ['soc2', 'iso27001'], owner: 'Sarah Chen', updatedDaysAgo: 2, reviewInDays: 310 },
  { name: 'Data Privacy Policy', version: 'v2.0', description: 'How personal data is collected, used, shared and deleted.', status: 'review', frameworks: ['gdpr', 'ccpa'], owner: 'Michael Torres', updatedDaysAgo: 7 },
  { name: 'Backup and Recovery Policy', version: 'v1.0', description: 'Backup schedules, retention and restore testing.', status: 'draft', frameworks: ['soc2'], owner: 'David Kim', updatedDaysAgo: 3 },
  { name: 'Access Control Policy', version: 'v2.4', description: 'Granting, reviewing and revoking access to systems.', status: 'expired', frameworks: ['iso27001', 'pci'], owner: 'Emily Johnson', updatedDaysAgo: 395 },
  { name: 'Incident Response Policy', version: 'v2.1', description: 'Detecting, reporting and responding to security incidents.', status: 'approved', frameworks: ['soc2', 'hipaa'], owner: 'Sarah Chen', updatedDaysAgo: 30, reviewInDays: 335 },
  { name: 'Vendor Management Policy', version: 'v1.3', description: 'Assessing and monitoring third-party vendors.', status: 'review', frameworks: ['soc2', 'gdpr'], owner: 'Michael Torres', updatedDaysAgo: 5 },
];

const approvedNames = [
  'Acceptable Use Policy', 'Asset Management Policy', 'Business Continuity Policy', 'Change Management Policy',
  'Clean Desk Policy', 'Code of Conduct', 'Cryptography Policy', 'Data Classification Policy', 'Data Retention Policy',
  'Disaster Recovery Plan', 'Encryption Key Management Policy', 'Endpoint Security Policy', 'Human Resources Security Policy',
  'Logging and Monitoring Policy', 'Mobile Device Policy', 'Network Security Policy', 'Password Policy',
  'Patch Management Policy', 'Physical Security Policy', 'Remote Work Policy', 'Risk Management Policy',
  'Secure Development Policy', 'Security Awareness Training Policy', 'Third-Party Risk Policy',
  'Vulnerability Management Policy', 'Whistleblower Policy', 'Data Breach Notification Policy', 'Cloud Security Policy',
  'Configuration Management Policy', 'Capacity Management Policy', 'Software Licensing Policy', 'Media Disposal Policy',
  'Privileged Access Policy', 'Email Security Policy', 'Records Management Policy', 'Information Transfer Policy',
];
const reviewNames = ['Data Subject Request Procedure', 'Cookie Policy', 'Anti-Bribery Policy', 'AI Acceptable Use Policy'];
const draftNames = ['Payment Card Handling Policy'];

const owners = ['Sarah Chen', 'Michael Torres', 'Emily Johnson', 'David Kim'];
const frameworkPairs: TrackedFramework[][] = [['soc2'], ['iso27001'], ['soc2', 'iso27001'], ['gdpr'], ['pci'], ['hipaa'], ['ccpa']];
/** Three approved policies fall due within 30 days: the "Expiring Soon" card. */
const expiringSoonInDays = [9, 18, 26];

function library(): Seeded[] {
  const approved = approvedNames.map((name, index): Seeded => ({
    name,
    version: `v${1 + (index % 3)}.${index % 4}`,
    status: 'approved',
    frameworks: frameworkPairs[index % frameworkPairs.length]!,
    owner: owners[index % owners.length]!,
    updatedDaysAgo: 40 + index * 7,
    reviewInDays: expiringSoonInDays[index] ?? 60 + index * 8,
  }));
  const others = [...reviewNames.map((name) => ({ name, status: 'review' as const })), ...draftNames.map((name) => ({ name, status: 'draft' as const }))].map(
    ({ name, status }, index): Seeded => ({ name, version: 'v1.0', status, frameworks: frameworkPairs[(index + 3) % frameworkPairs.length]!, owner: owners[(index + 1) % owners.length]!, updatedDaysAgo: 10 + index * 3 }),
  );
  return [...featured, ...approved, ...others];
}

/** The demo organization's 47 policies: 38 approved (3 due for review within 30 days), 6 under review, 2 drafts, 1 expired. */
export async function seedPolicies(tx: Tx, organizationId: string, now: Date): Promise<void> {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY);
  await tx.insert(policies).values(
    library().map((policy) => ({
      organizationId,
      name: policy.name,
      description: policy.description ?? `${policy.name.replace(/ (Policy|Plan|Procedure)$/, '')}: what is required, who is responsible and how it is checked.`,
      status: policy.status,
      versionLabel: policy.version,
      frameworks: policy.frameworks,
      owner: policy.owner,
      reviewFrequencyMonths: 12,
      reviewDueOn: policy.reviewInDays === undefined ? null : day(policy.reviewInDays).toISOString().slice(0, 10),
      createdAt: day(-policy.updatedDaysAgo - 30),
      updatedAt: day(-policy.updatedDaysAgo),
    })),
  );
}
