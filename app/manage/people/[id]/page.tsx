import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { PersonChecklistSection } from '@/components/manage/checklists/person-checklist-section';
import { PersonDevicesSection } from '@/components/manage/devices/person-devices-section';
import { PersonAcceptanceSection } from '@/components/manage/people/person-acceptance-section';
import { PersonActions } from '@/components/manage/people/person-actions';
import { PersonDetails } from '@/components/manage/people/person-details';
import { PersonTasksSection } from '@/components/manage/people/person-tasks-section';
import { OutsideCourseForm } from '@/components/manage/training/outside-course-form';
import { PersonTrainingSection } from '@/components/manage/training/person-training-section';
import { RecordHistory } from '@/components/manage/records/record-history';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { foundOr404 } from '@/lib/found-or-404';
import { readListQuery, type UrlQuery } from '@/lib/domain/list-query';
import { dueRule, offboardingDueAt, onboardingAsOf } from '@/lib/domain/checklists/rules';
import { personStatusOn } from '@/lib/domain/people/rules';
import { can } from '@/lib/domain/permissions';
import type { Checklist } from '@/lib/schemas/checklists/records';
import { recordHistory } from '@/lib/workspace/activity';
import { checklistTemplatesOf, personChecklists } from '@/lib/workspace/checklists';
import { devicesOf } from '@/lib/workspace/devices';
import { readPerson } from '@/lib/workspace/people';
import { pageOfPersonAcceptances } from '@/lib/workspace/policies';
import { personTasks } from '@/lib/workspace/tasks';
import { personTraining } from '@/lib/workspace/training';
import { recordOutsideCourseAction } from '../../training/actions';
import { startChecklistAction, tickChecklistStepAction } from '../checklist-actions';
import { editPersonAction, recordDepartureAction } from '../actions';

export const metadata: Metadata = { title: 'People' };

const HOUR = 3_600_000;

/** The offboarding rule a checklist was started with: its hours after the end of the last day. */
function offboardingHours(checklist: Checklist | null, endDate: string | null, templateHours: number): number {
  if (!checklist || !endDate) return templateHours;
  return Math.round((checklist.dueAt.getTime() - offboardingDueAt(endDate, 0).getTime()) / HOUR);
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<UrlQuery> };

/**
 * One person (/manage/people/<id>): their details, their login when they are a member, their history, and Edit
 * details and Record departure for members and admins. Below the details: their training (status, due date,
 * completions, and Record an outside course for members and admins), then the onboarding and offboarding
 * checklists with their deadlines. Above them, the policies that ask the person and whether they accepted, a page at
 * a time (`?page=`); beside, for a person who signs in, their open tasks, and the devices an MDM (Intune) manages
 * for their e-mail. Once the person has left, their acceptances and training are kept but nothing more is asked,
 * their onboarding reads as closed, and offboarding is what is left.
 */
export default async function PersonPage({ params, searchParams }: Props) {
  const member = await requireMember();
  const { id } = await params;
  const { page } = readListQuery(await searchParams, {});
  const today = dayOf(new Date());
  const detail = await foundOr404(readPerson(member, id, today));
  // From the end date on, nothing is asked of the person any more: only their offboarding is left.
  const leftOn = personStatusOn(detail.person, today) === 'departed' ? detail.person.endDate : null;
  const [history, training, checklists, templates, acceptances, tasks, devices] = await Promise.all([
    recordHistory(member, detail.person.id),
    personTraining(member, detail.person.id, today),
    personChecklists(member, detail.person.id),
    checklistTemplatesOf(member),
    pageOfPersonAcceptances(member, detail.person.id, page, leftOn !== null),
    personTasks(member, detail.person.id, today),
    devicesOf(member, detail.person.email),
  ]);
  const { person } = detail;
  const canEdit = can(member.role, 'records.edit');
  const checklistActions = canEdit ? { tick: tickChecklistStepAction, start: startChecklistAction } : undefined;
  const now = new Date();
  const leavingHours = offboardingHours(checklists.offboarding, person.endDate, templates.offboarding.deadlineHours);
  const onboarding = checklists.onboarding && onboardingAsOf(checklists.onboarding, person, today);
  return (
    <>
      <PageHeader
        title={person.name}
        description={person.email}
        actions={
          canEdit ? (
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
          <PersonAcceptanceSection policies={acceptances} leftOn={leftOn} />
          <PersonTrainingSection
            training={training}
            leftOn={leftOn}
            recordForm={canEdit ? <OutsideCourseForm personId={person.id} today={today} action={recordOutsideCourseAction} /> : undefined}
          />
          <PersonChecklistSection
            personId={person.id}
            kind="onboarding"
            checklist={onboarding}
            dueRule={dueRule('onboarding', templates.onboarding.deadlineHours)}
            now={now}
            notYet={leftOn ? `No onboarding: ${person.name} left on ${leftOn}.` : null}
            actions={checklistActions}
          />
          <PersonChecklistSection
            personId={person.id}
            kind="offboarding"
            checklist={checklists.offboarding}
            dueRule={dueRule('offboarding', leavingHours)}
            now={now}
            notYet={person.endDate ? null : 'The offboarding checklist starts when the departure is recorded.'}
            actions={checklistActions}
          />
        </div>
        <div className="min-w-0">
          {tasks && !leftOn && <PersonTasksSection tasks={tasks} now={now} />}
          {devices.length > 0 && <PersonDevicesSection devices={devices} />}
          <RecordHistory entries={history} />
        </div>
      </div>
    </>
  );
}
