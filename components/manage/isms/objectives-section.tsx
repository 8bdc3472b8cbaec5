'use client';

import { SectionCard } from '@/components/manage/records/section-card';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { objectiveStatus, objectiveStatusLabels, type ObjectiveStatus } from '@/lib/domain/isms/rules';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { objectiveCreateSchema, objectiveEditSchema, type IsmsObjective } from '@/lib/schemas/isms/records';
import { ModalForm } from './modal-form';
import { ObjectiveFields, type MemberChoice } from './objective-fields';
import { PostButton } from './post-button';

const statusTones: Record<ObjectiveStatus, BadgeTone> = { 'on-track': 'info', 'at-risk': 'warning', achieved: 'success', missed: 'danger' };

type Actions = { create?: FormAction<IsmsObjective>; edit?: FormAction<IsmsObjective>; remove?: FormAction<IsmsObjective> };

/** The ISMS objectives: their measure, owner, target date and status (missed once the date passed unachieved). */
export function ObjectivesSection({
  objectives,
  team,
  today,
  actions,
}: {
  objectives: readonly IsmsObjective[];
  team: readonly MemberChoice[];
  today: string;
  actions: Actions;
}) {
  return (
    <SectionCard
      title="Objectives"
      actions={
        actions.create && (
          <ModalForm
            label="Add objective"
            action={actions.create}
            validate={formValidator(objectiveCreateSchema)}
            submitLabel="Add objective"
            pendingLabel="Adding…"
          >
            {(errors) => <ObjectiveFields team={team} errors={errors} />}
          </ModalForm>
        )
      }
    >
      {objectives.length === 0 ? (
        <p className="text-sm text-slate-600">No objectives yet. Set measurable security objectives with an owner and a target date.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th className="py-2 pr-3 font-medium">Objective</th>
              <th className="py-2 pr-3 font-medium">Owner</th>
              <th className="py-2 pr-3 font-medium">Target date</th>
              <th className="py-2 pr-3 font-medium">Status</th>
              {(actions.edit || actions.remove) && (
                <th className="py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {objectives.map((objective) => {
              const status = objectiveStatus(objective.progress, objective.targetDate, today);
              return (
                <tr key={objective.id}>
                  <td className="py-2 pr-3">
                    <p className="font-medium text-slate-900">{objective.title}</p>
                    <p className="text-slate-600">{objective.measure}</p>
                  </td>
                  <td className="py-2 pr-3">{objective.ownerName ?? 'No owner'}</td>
                  <td className="py-2 pr-3">{objective.targetDate}</td>
                  <td className="py-2 pr-3">
                    <Badge tone={statusTones[status]}>{objectiveStatusLabels[status]}</Badge>
                  </td>
                  {(actions.edit || actions.remove) && (
                    <td className="py-2">
                      <div className="flex flex-wrap justify-end gap-2">
                        {actions.edit && (
                          <ModalForm
                            label="Edit"
                            title={`Edit ${objective.title}`}
                            action={actions.edit}
                            validate={formValidator(objectiveEditSchema)}
                            hidden={{ id: objective.id, version: objective.version }}
                            submitLabel="Save objective"
                            pendingLabel="Saving…"
                          >
                            {(errors) => <ObjectiveFields objective={objective} team={team} errors={errors} />}
                          </ModalForm>
                        )}
                        {actions.remove && (
                          <PostButton
                            label="Delete"
                            pendingLabel="Deleting…"
                            action={actions.remove}
                            fields={{ id: objective.id, version: objective.version }}
                            confirm={`Delete the objective ${objective.title}?`}
                            variant="danger"
                          />
                        )}
                      </div>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </SectionCard>
  );
}
