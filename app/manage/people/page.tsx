import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { PeopleScreen } from '@/components/manage/people/people-screen';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { readListQuery, type UrlQuery } from '@/lib/domain/list-query';
import { can } from '@/lib/domain/permissions';
import { personListStatuses } from '@/lib/schemas/people/records';
import { listPeople, peopleChoices, peopleDepartments, peopleStats } from '@/lib/workspace/people';
import { addPersonAction, importPeopleAction } from './actions';

export const metadata: Metadata = { title: 'People' };

type Props = { searchParams: Promise<UrlQuery> };

/** Everyone in the compliance programme: the page the URL's search, department, status and page number ask for. */
export default async function PeoplePage({ searchParams }: Props) {
  const member = await requireMember();
  const today = dayOf(new Date());
  const departments = await peopleDepartments(member);
  const query = readListQuery(await searchParams, { department: departments, status: personListStatuses });
  const canEdit = can(member.role, 'records.edit');
  const [list, stats, managers] = await Promise.all([
    listPeople(member, query, today),
    peopleStats(member, today),
    canEdit ? peopleChoices(member, today) : Promise.resolve([]),
  ]);
  return (
    <>
      <PageHeader
        title="People"
        description="Everyone your compliance programme covers: who is employed, since when, and who left."
        actions={
          <Link href="/manage/people/checklists" className={buttonClasses('secondary')}>
            Onboarding and offboarding checklists
          </Link>
        }
      />
      <Suspense fallback={null}>
        <PeopleScreen
          rows={list.rows}
          page={{ total: list.total, page: list.page, pageCount: list.pageCount }}
          stats={stats}
          departments={departments}
          managers={managers}
          today={today}
          canEdit={canEdit}
          addPerson={addPersonAction}
          importPeople={importPeopleAction}
        />
      </Suspense>
    </>
  );
}
