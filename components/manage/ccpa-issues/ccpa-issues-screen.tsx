'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { downloadText } from '@/components/manage/download';
import { FilterChips } from '@/components/manage/filter-chips';
import { Pager } from '@/components/manage/records/pager';
import { SearchBox } from '@/components/manage/search-box';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField, type Option } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { useUrlFilters } from '@/components/ui/use-url-filters';
import {
  issueCategoryOptions,
  issueFilterKeys,
  issuePriorityOptions,
  issueStatusFilterOptions,
  issueTagChips,
} from '@/lib/domain/ccpa-issues/rules';
import type { FormAction } from '@/lib/schemas/form-state';
import type { Issue, IssueBulkResult, IssueCategory } from '@/lib/schemas/ccpa-issues/records';
import { BulkAssignForm, BulkPriorityForm } from './bulk-forms';
import { IssueCard } from './issue-card';
import { IssueForm } from './issue-form';
import { IssueSidebar } from './issue-sidebar';

/** The server actions of the screen, handed down by the page. */
export type IssueActions = {
  createIssue: FormAction<Issue>;
  updateIssue: FormAction<Issue>;
  closeIssue: FormAction<Issue>;
  bulkAssignIssues: FormAction<IssueBulkResult>;
  bulkSetPriority: FormAction<IssueBulkResult>;
};

type Dialog = { kind: 'create' } | { kind: 'edit'; issue: Issue } | { kind: 'assign' } | { kind: 'priority' } | null;

/**
 * CCPA issue filters (kept in the URL; the page reads the matching issues from the database a page at a time), the
 * page of issues shown, export of every matching issue, the action plan (its page, with the filters carried), the
 * sidebar and, for members and admins, New Issue, Edit, Close and the bulk actions on the selected issues. `scopeTotal` is how many issues the status filter alone would
 * show; `byCategory` counts every matching issue; `anyOpen` whether the organization has open or in-progress
 * issues at all.
 */
export function CcpaIssuesScreen({
  issues,
  page,
  byCategory,
  scopeTotal,
  anyOpen,
  today,
  canEdit,
  members,
  currentMemberId,
  actions,
}: {
  issues: readonly Issue[];
  page: { page: number; pageCount: number };
  byCategory: readonly { category: IssueCategory; count: number }[];
  scopeTotal: number;
  anyOpen: boolean;
  today: string;
  canEdit: boolean;
  members: readonly Option[];
  currentMemberId: string;
  actions?: IssueActions;
}) {
  const [filters, setFilters] = useUrlFilters(issueFilterKeys);
  const searchParams = useSearchParams();
  const router = useRouter();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const notify = useToast();
  const editable = canEdit && actions ? actions : null;

  // Only the issues shown can be selected: a filter change leaves hidden ones out of the bulk actions.
  const selected = issues.filter((issue) => picked.has(issue.id));
  const allShownSelected = issues.length > 0 && selected.length === issues.length;
  const select = (id: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const close = () => setDialog(null);
  const bulk = (kind: 'assign' | 'priority') => () => {
    if (selected.length === 0) notify('Select the issues first with the checkboxes on their cards.', 'error');
    else setDialog({ kind });
  };
  const afterBulk = () => {
    setPicked(new Set());
    close();
  };

  // Every issue the filters pick, read by the server (the page shows a part of them).
  const exportMatching = async () => {
    const response = await fetch(`/manage/ccpa-issues/export?${searchParams.toString()}`).catch(() => null);
    if (response?.redirected) return window.location.assign(response.url);
    if (!response?.ok) return notify('The issues could not be exported. Check your connection and try again.', 'error');
    const exported = Number(response.headers.get('X-Issue-Count'));
    downloadText(`ccpa-issues-${today}.csv`, await response.text());
    notify(`Exported ${exported} ${exported === 1 ? 'issue' : 'issues'}.`, 'success');
  };

  const newIssueButton = editable ? <Button onClick={() => setDialog({ kind: 'create' })}>+ New Issue</Button> : null;
  const filtered = Object.values(filters).some(Boolean);
  const empty = !anyOpen && !filtered;

  return (
    <>
      {newIssueButton && !empty ? <div className="mb-6 flex justify-end">{newIssueButton}</div> : null}
      {empty ? (
        <EmptyState
          title="No open CCPA issues"
          action={
            <div className="flex flex-wrap justify-center gap-2">
              {newIssueButton}
              <Link href="/manage/frameworks?search=CCPA" className={buttonClasses('secondary')}>
                View CCPA/CPRA
              </Link>
              <Link href="/manage/ccpa-issues?status=closed" className={buttonClasses('ghost')}>
                Show closed issues
              </Link>
            </div>
          }
        >
          {canEdit
            ? 'Your organization has no open CCPA/CPRA findings. Record the gaps a review finds (opt-out links, deletion requests, consent, notices) as issues, assign them and track them here until they are closed.'
            : 'Your organization has no open CCPA/CPRA findings. Members and administrators record them here as a review finds them.'}
        </EmptyState>
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <section aria-labelledby="issue-list" className="lg:col-span-2">
            <div className="mb-4 space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <div className="grid gap-4 md:grid-cols-2">
                <SearchBox
                  label="Search issues"
                  value={filters.search}
                  placeholder="Search title or description"
                  onSearch={(search) => setFilters({ search })}
                />
                <SelectField
                  label="Status"
                  options={issueStatusFilterOptions}
                  placeholder="Open and in progress"
                  value={filters.status}
                  onChange={(e) => setFilters({ status: e.target.value })}
                />
                <SelectField
                  label="Priority"
                  options={issuePriorityOptions}
                  placeholder="All priorities"
                  value={filters.priority}
                  onChange={(e) => setFilters({ priority: e.target.value })}
                />
                <SelectField
                  label="Category"
                  options={issueCategoryOptions}
                  placeholder="All categories"
                  value={filters.category}
                  onChange={(e) => setFilters({ category: e.target.value })}
                />
              </div>
              <FilterChips label="Issue tags" chips={issueTagChips} value={filters.tag} onChange={(tag) => setFilters({ tag })} />
              <div className="flex flex-wrap gap-2">
                <Button onClick={exportMatching} disabled={issues.length === 0}>
                  Export Issues
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    notify('Generating action plan for the shown issues...');
                    const query = searchParams.toString();
                    router.push(`/manage/ccpa-issues/action-plan${query ? `?${query}` : ''}`);
                  }}
                >
                  Generate Action Plan
                </Button>
              </div>
            </div>
            <h2 id="issue-list" className="mb-3 text-lg font-semibold text-slate-900">
              Issues
            </h2>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <p role="status" className="text-sm text-slate-600">
                Showing {issues.length} of {scopeTotal} issues
                {editable && selected.length > 0 ? ` · ${selected.length} selected` : ''}
              </p>
              {editable && issues.length > 0 ? (
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={allShownSelected}
                    onChange={(event) => setPicked(event.target.checked ? new Set(issues.map((issue) => issue.id)) : new Set())}
                    className="h-4 w-4 rounded border-slate-400 text-indigo-700 focus:outline-2 focus:outline-indigo-600"
                  />
                  Select all shown
                </label>
              ) : null}
            </div>
            {issues.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
                No issues match these filters.
              </p>
            ) : (
              <ul className="space-y-3">
                {issues.map((issue) => (
                  <IssueCard
                    key={issue.id}
                    issue={issue}
                    today={today}
                    editing={
                      editable
                        ? {
                            selected: picked.has(issue.id),
                            onSelect: (on) => select(issue.id, on),
                            onEdit: () => setDialog({ kind: 'edit', issue }),
                            closeIssue: editable.closeIssue,
                          }
                        : undefined
                    }
                  />
                ))}
              </ul>
            )}
            <Pager page={page.page} pageCount={page.pageCount} label="Issue pages" />
          </section>
          <IssueSidebar
            byCategory={byCategory}
            canExport={issues.length > 0}
            onExport={exportMatching}
            onBulkAssign={editable ? bulk('assign') : undefined}
            onPriorityUpdate={editable ? bulk('priority') : undefined}
          />
        </div>
      )}
      {editable ? (
        <>
          <Modal open={dialog?.kind === 'create'} onClose={close} title="New Issue" size="lg">
            <IssueForm members={members} action={editable.createIssue} onDone={close} onCancel={close} />
          </Modal>
          <Modal
            open={dialog?.kind === 'edit'}
            onClose={close}
            title={dialog?.kind === 'edit' ? `Edit ${dialog.issue.reference}` : 'Edit Issue'}
            size="lg"
          >
            {dialog?.kind === 'edit' ? (
              <IssueForm
                key={`${dialog.issue.id}-${dialog.issue.version}`}
                issue={dialog.issue}
                members={members}
                action={editable.updateIssue}
                onDone={close}
                onCancel={close}
              />
            ) : null}
          </Modal>
          <Modal
            open={dialog?.kind === 'assign'}
            onClose={close}
            title="Bulk Assignment"
            description="Assign the selected issues to a member of your team."
          >
            <BulkAssignForm
              issues={selected}
              members={members}
              defaultMemberId={currentMemberId}
              action={editable.bulkAssignIssues}
              onDone={afterBulk}
              onCancel={close}
            />
          </Modal>
          <Modal
            open={dialog?.kind === 'priority'}
            onClose={close}
            title="Priority Update"
            description="Give the selected issues one priority."
          >
            <BulkPriorityForm issues={selected} action={editable.bulkSetPriority} onDone={afterBulk} onCancel={close} />
          </Modal>
        </>
      ) : null}
    </>
  );
}
