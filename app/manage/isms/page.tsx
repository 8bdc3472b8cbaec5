import type { Metadata } from 'next';
import { IsmsTabs } from '@/components/manage/isms/isms-tabs';
import { ObjectivesSection } from '@/components/manage/isms/objectives-section';
import { ScopeSection } from '@/components/manage/isms/scope-section';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/people/rules';
import { can } from '@/lib/domain/permissions';
import { ismsTeam, listObjectives, readScope } from '@/lib/workspace/isms';
import { approveScopeAction, createObjectiveAction, deleteObjectiveAction, editObjectiveAction, saveScopeAction } from './actions';

export const metadata: Metadata = { title: 'ISMS' };

/** The ISO 27001 management system: its scope with the approval, and its objectives. */
export default async function IsmsPage() {
  const member = await requireMember();
  const canEdit = can(member.role, 'records.edit');
  const [scope, objectives, team] = await Promise.all([
    readScope(member),
    listObjectives(member),
    canEdit ? ismsTeam(member) : Promise.resolve([]),
  ]);
  return (
    <>
      <PageHeader
        title="ISMS"
        description="Your ISO 27001 information security management system: its scope, objectives, internal audits and management reviews."
      />
      <IsmsTabs current="/manage/isms" />
      <ScopeSection
        scope={scope}
        actions={{
          save: canEdit ? saveScopeAction : undefined,
          approve: can(member.role, 'policies.approve') ? approveScopeAction : undefined,
        }}
      />
      <ObjectivesSection
        objectives={objectives}
        team={team}
        today={dayOf(new Date())}
        actions={{
          create: canEdit ? createObjectiveAction : undefined,
          edit: canEdit ? editObjectiveAction : undefined,
          remove: can(member.role, 'records.delete') ? deleteObjectiveAction : undefined,
        }}
      />
    </>
  );
}
