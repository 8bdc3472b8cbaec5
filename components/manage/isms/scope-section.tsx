'use client';

import { SectionCard } from '@/components/manage/records/section-card';
import { Badge } from '@/components/ui/badge';
import { TextareaField } from '@/components/ui/field';
import { dayOf } from '@/lib/domain/calendar-days';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { scopeSaveSchema, type IsmsScope } from '@/lib/schemas/isms/records';
import { ModalForm } from './modal-form';
import { PostButton } from './post-button';

type Actions = { save?: FormAction<IsmsScope>; approve?: FormAction<IsmsScope> };

function List({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{items.length === 0 ? 'None listed' : items.join(', ')}</dd>
    </div>
  );
}

function ScopeForm({ scope, save }: { scope: IsmsScope | null; save: FormAction<IsmsScope> }) {
  return (
    <ModalForm
      label={scope ? 'Edit scope' : 'Write the scope'}
      title="ISMS scope"
      action={save}
      validate={formValidator(scopeSaveSchema)}
      hidden={{ version: scope?.version ?? 0 }}
      submitLabel="Save scope"
      pendingLabel="Saving…"
      variant={scope ? 'secondary' : 'primary'}
      size="lg"
    >
      {(errors) => (
        <>
          <TextareaField
            label="Scope statement"
            name="statement"
            rows={3}
            required
            defaultValue={scope?.statement}
            error={errors.statement}
          />
          <TextareaField
            label="Sites"
            name="sites"
            rows={2}
            optional
            hint="One a line."
            defaultValue={scope?.sites.join('\n')}
            error={errors.sites}
          />
          <TextareaField
            label="Teams"
            name="teams"
            rows={2}
            optional
            hint="One a line."
            defaultValue={scope?.teams.join('\n')}
            error={errors.teams}
          />
          <TextareaField
            label="Systems"
            name="systems"
            rows={2}
            optional
            hint="One a line."
            defaultValue={scope?.systems.join('\n')}
            error={errors.systems}
          />
          <TextareaField
            label="Exclusions"
            name="exclusions"
            rows={2}
            optional
            hint="One a line, as 'what is left out: why'."
            defaultValue={scope?.exclusions.map((entry) => `${entry.item}: ${entry.reason}`).join('\n')}
            error={errors.exclusions}
          />
          <TextareaField
            label="Interested parties"
            name="interestedParties"
            rows={3}
            optional
            hint="Who has a stake in the management system and what they expect."
            defaultValue={scope?.interestedParties}
            error={errors.interestedParties}
          />
        </>
      )}
    </ModalForm>
  );
}

/** The ISMS scope with its approval; Edit for members and admins (an edit asks for approval again), Approve for admins. */
export function ScopeSection({ scope, actions }: { scope: IsmsScope | null; actions: Actions }) {
  const approveButton =
    scope && !scope.approvedAt && actions.approve ? (
      <PostButton
        label="Approve scope"
        pendingLabel="Approving…"
        action={actions.approve}
        fields={{ version: scope.version }}
        variant="primary"
      />
    ) : null;
  return (
    <SectionCard
      title="Scope"
      actions={
        <div className="flex flex-wrap gap-2">
          {approveButton}
          {actions.save && <ScopeForm scope={scope} save={actions.save} />}
        </div>
      }
    >
      {!scope ? (
        <p className="text-sm text-slate-600">
          No scope yet. Write what the management system covers: the sites, teams and systems inside it, and what is left out and why.
        </p>
      ) : (
        <div className="space-y-4">
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span>Version {scope.version}</span>
            {scope.approvedAt ? (
              <Badge tone="success">
                Approved by {scope.approvedByName} on {dayOf(scope.approvedAt)}
              </Badge>
            ) : (
              <Badge tone="warning">Not approved</Badge>
            )}
          </p>
          <p className="whitespace-pre-line text-sm text-slate-900">{scope.statement}</p>
          <dl className="grid gap-4 sm:grid-cols-3">
            <List label="Sites" items={scope.sites} />
            <List label="Teams" items={scope.teams} />
            <List label="Systems" items={scope.systems} />
          </dl>
          <div>
            <h3 className="text-sm font-medium text-slate-600">Exclusions</h3>
            {scope.exclusions.length === 0 ? (
              <p className="mt-1 text-sm text-slate-900">None</p>
            ) : (
              <ul className="mt-1 list-disc pl-5 text-sm text-slate-900">
                {scope.exclusions.map((entry) => (
                  <li key={entry.item}>
                    {entry.item}: {entry.reason}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {scope.interestedParties && (
            <div>
              <h3 className="text-sm font-medium text-slate-600">Interested parties</h3>
              <p className="mt-1 whitespace-pre-line text-sm text-slate-900">{scope.interestedParties}</p>
            </div>
          )}
        </div>
      )}
    </SectionCard>
  );
}
