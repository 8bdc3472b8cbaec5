import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { SectionCard } from '@/components/manage/records/section-card';
import { personStatusLabels, personStatusOn } from '@/lib/domain/people/rules';
import { personSourceLabels, type PersonDetail } from '@/lib/schemas/people/records';
import { teamRoleInfo } from '@/lib/schemas/organization/settings';
import { personStatusTones } from './people-table';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="text-sm break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

const none = <span className="text-slate-600">None</span>;

/** A person's record as stored, with their status on `today` and, for a member, the login they sign in with. */
export function PersonDetails({ person, login, today }: Pick<PersonDetail, 'person' | 'login'> & { today: string }) {
  const status = personStatusOn(person, today);
  return (
    <SectionCard title="Details">
      <dl className="divide-y divide-slate-100">
        <Row term="Status">
          <Badge tone={personStatusTones[status]}>{personStatusLabels[status]}</Badge>
        </Row>
        <Row term="Email">{person.email}</Row>
        <Row term="Department">{person.department || none}</Row>
        <Row term="Manager">
          {person.managerId && person.managerName ? (
            <Link href={`/manage/people/${person.managerId}`} className="text-indigo-700 underline-offset-2 hover:underline">
              {person.managerName}
            </Link>
          ) : (
            none
          )}
        </Row>
        <Row term="Start date">{person.startDate}</Row>
        <Row term="End date">{person.endDate ?? <span className="text-slate-600">Still employed</span>}</Row>
        {login && (
          <Row term="Login">
            {login.email} · {teamRoleInfo[login.role].label}
            {login.removed && ' · removed from the team'}
          </Row>
        )}
        <Row term="Added">{personSourceLabels[person.source]}</Row>
      </dl>
    </SectionCard>
  );
}
