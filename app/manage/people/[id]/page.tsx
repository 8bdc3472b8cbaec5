import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { PersonActions } from '@/components/manage/people/person-actions';
import { PersonDetails } from '@/components/manage/people/person-details';
import { RecordHistory } from '@/components/manage/records/record-history';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { foundOr404 } from '@/lib/found-or-404';
import { dayOf } from '@/lib/domain/people';
import { can } from '@/lib/domain/permissions';
import { recordHistory } from '@/lib/workspace/activity';
import { readPerson } from '@/lib/workspace/people';
import { editPersonAction, recordDepartureAction } from '../actions';

export const metadata: Metadata = { title: 'People' };

type Props = { params: Promise<{ id: string }> };

/**
 * One person (/manage/people/<id>): their details, their login when they are a member, their history, and Edit
 * details and Record departure for members and admins. Later sections (what they accepted, trained on, completed)
 * join the main column below the details.
 */
export default async function PersonPage({ params }: Props) {
  const member = await requireMember();
  const { id } = await params;
  const today = dayOf(new Date());
  const detail = await foundOr404(readPerson(member, id, today));
  const history = await recordHistory(member, detail.person.id);
  const { person } = detail;
  return (
    <>
      <PageHeader
        title={person.name}
        description={person.email}
        actions={
          can(member.role, 'records.edit') ? (
            <PersonActions
              person={person}
              managers={detail.managerChoices}
              today={today}
              actions={{ edit: editPersonAction, departure: recordDepartureAction }}
            />
          ) : undefined
        }
      >
        <Breadcrumb items={[{ label: 'People', href: '/manage/people' }, { label: person.name }]} />
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <PersonDetails person={person} login={detail.login} today={today} />
        </div>
        <div className="min-w-0">
          <RecordHistory entries={history} />
        </div>
      </div>
    </>
  );
}
