import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { EvidenceActionsBar } from '@/components/manage/evidence/evidence-actions-bar';
import { EvidenceCheckRuns } from '@/components/manage/evidence/evidence-check-runs';
import { EvidenceControls } from '@/components/manage/evidence/evidence-controls';
import { EvidenceFileList } from '@/components/manage/evidence/evidence-file-list';
import { EvidenceSummary } from '@/components/manage/evidence/evidence-summary';
import { RecordHistory } from '@/components/manage/records/record-history';
import { formatMoment } from '@/components/manage/settings/dates';
import { PageHeader } from '@/components/ui/page-header';
import { libraryControls } from '@/lib/catalog/controls';
import { requireMember } from '@/lib/dal';
import { foundOr404 } from '@/lib/found-or-404';
import { readPanel } from '@/lib/domain/evidence/actions';
import { can } from '@/lib/domain/permissions';
import type { UrlQuery } from '@/lib/domain/list-query';
import { recordHistory } from '@/lib/workspace/activity';
import { readEvidence } from '@/lib/workspace/evidence';
import { checkRunsOfEvidence } from '@/lib/workspace/integrations';
import { connectors } from '@/lib/integrations/connectors';
import {
  archiveEvidenceAction,
  deleteEvidenceFilesAction,
  editEvidenceAction,
  failEvidenceAction,
  linkControlAction,
  replaceEvidence,
  restoreEvidenceAction,
  retryEvidence,
  unlinkControlAction,
  verifyEvidenceAction,
} from '../actions';

export const metadata: Metadata = { title: 'Evidence' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<UrlQuery> };

const library = libraryControls.map((control) => ({ id: control.id, name: control.name }));

/**
 * One evidence item (/manage/evidence/<id>): its fields, its files by revision, the controls it is linked to, its
 * history, and the actions the member's role allows. ?panel=review|edit|retry|replace opens that form.
 */
export default async function EvidenceItemPage({ params, searchParams }: Props) {
  const member = await requireMember();
  const { id } = await params;
  const detail = await foundOr404(readEvidence(member, id));
  const [history, runs, query] = await Promise.all([
    recordHistory(member, detail.record.id),
    checkRunsOfEvidence(member, detail.record.id),
    searchParams,
  ]);
  const { record } = detail;
  const canEdit = can(member.role, 'records.edit');
  const editable = canEdit && record.archivedAt === null;
  const nextRevision = Math.max(0, ...detail.files.map((file) => file.revision)) + 1;

  return (
    <>
      <PageHeader
        title={record.name}
        description={record.description || undefined}
        actions={
          canEdit ? (
            <EvidenceActionsBar
              record={record}
              nextRevision={nextRevision}
              storedFiles={detail.files.filter((file) => file.stored).length}
              initialPanel={readPanel(query.panel)}
              verification={detail.verification}
              actions={{
                verify: verifyEvidenceAction,
                fail: failEvidenceAction,
                edit: editEvidenceAction,
                retry: retryEvidence,
                replace: replaceEvidence,
                archive: archiveEvidenceAction,
                restore: restoreEvidenceAction,
                deleteFiles: can(member.role, 'records.delete') ? deleteEvidenceFilesAction : undefined,
              }}
            />
          ) : undefined
        }
      >
        <Breadcrumb items={[{ label: 'Evidence', href: '/manage/evidence' }, { label: record.name }]} />
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <EvidenceSummary record={record} expired={detail.expired} expiresSoonIn={detail.expiresSoonIn} />
          <EvidenceFileList evidenceId={record.id} files={detail.files} />
          {runs.length > 0 && (
            <EvidenceCheckRuns
              runs={runs.map((run) => ({
                at: formatMoment(run.startedAt),
                provider: connectors[run.provider].name,
                requestedBy: run.requestedBy,
              }))}
            />
          )}
          <EvidenceControls
            item={record}
            controls={detail.controls}
            library={library}
            linking={editable ? { link: linkControlAction, unlink: unlinkControlAction } : undefined}
          />
        </div>
        <div className="min-w-0">
          <RecordHistory entries={history} />
        </div>
      </div>
    </>
  );
}
