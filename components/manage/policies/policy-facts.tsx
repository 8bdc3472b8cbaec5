import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { policyStatusLabels, type PolicyStatus } from '@/lib/schemas/policies/records';
import { frameworkLabels, type TrackedFramework } from '@/lib/schemas/frameworks/codes';
import { policyStatusTones } from './policy-table';

type Facts = {
  status: PolicyStatus;
  archived: boolean;
  versionLabel: string;
  owner: string;
  frameworks: readonly TrackedFramework[];
  reviewDue: string;
  reviewFrequencyMonths: number;
  /** Who accepts it once approved: "Everyone", or its departments. */
  acceptedBy: string;
  approved: string | null;
};

/** A policy's status, version, owner, frameworks, review and who accepts it as a description list. */
export function PolicyFacts({ facts }: { facts: Facts }) {
  const rows: [string, ReactNode][] = [
    [
      'Status',
      <span key="status" className="flex flex-wrap gap-1">
        <Badge tone={policyStatusTones[facts.status]}>{policyStatusLabels[facts.status]}</Badge>
        {facts.archived && <Badge tone="neutral">Archived</Badge>}
      </span>,
    ],
    ['Version', facts.versionLabel],
    ['Owner', facts.owner],
    [
      'Frameworks',
      <span key="frameworks" className="flex flex-wrap gap-1">
        {facts.frameworks.map((framework) => (
          <Badge key={framework} tone="info">
            {frameworkLabels[framework]}
          </Badge>
        ))}
      </span>,
    ],
    ['Review due', `${facts.reviewDue} (every ${facts.reviewFrequencyMonths} months)`],
    ['Approved', facts.approved ?? 'Not yet'],
    ['Accepted by', facts.acceptedBy],
  ];
  return (
    <dl className="mb-6 grid gap-4 rounded-lg border border-slate-200 bg-white p-5 text-sm shadow-sm sm:grid-cols-2 lg:grid-cols-3">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
