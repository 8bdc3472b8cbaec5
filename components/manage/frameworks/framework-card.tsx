'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { ProgressBar } from '@/components/manage/records/progress-bar';
import { frameworkActions, frameworkStatusLabels, manageHref, progressText } from '@/lib/domain/frameworks/followed';
import type { Framework, FrameworkStatus } from '@/lib/schemas/frameworks/records';
import { ActivateButton } from './activate-button';
import { RemoveFrameworkForm } from './remove-framework-form';
import type { ActivateFrameworkAction, RemoveFrameworkAction } from './types';

const tones: Record<FrameworkStatus, BadgeTone> = { active: 'success', progress: 'info', inactive: 'neutral', review: 'warning' };

/**
 * One framework: status, progress, monthly cost and the actions its status offers (a viewer's only look). An
 * Available framework of the control library shows its `overlap` preview; a followed one offers Remove, after a
 * confirmation, when the page hands down `removeAction` (admins); Activate adds it through `activateAction`
 * and opens its setup. A followed framework's name links to its page.
 */
export function FrameworkCard({
  framework,
  canEdit,
  overlap,
  removeAction,
  activateAction,
}: {
  framework: Framework;
  canEdit: boolean;
  overlap?: string;
  removeAction?: RemoveFrameworkAction;
  activateAction?: ActivateFrameworkAction;
}) {
  const notify = useToast();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const headingId = `framework-${framework.id}`;
  const removable = canEdit && removeAction !== undefined && framework.status !== 'inactive';
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {framework.status === 'inactive' ? (
            framework.name
          ) : (
            // A followed framework's name opens its page: its requirements, controls and (ISO 27001) the SoA's files.
            <Link href={manageHref(framework.id)} className="text-indigo-700 underline-offset-2 hover:underline">
              {framework.name}
            </Link>
          )}
        </h3>
        <Badge tone={tones[framework.status]}>{frameworkStatusLabels[framework.status]}</Badge>
      </div>
      <p className="mt-2 flex-1 text-sm text-slate-600">{framework.description}</p>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">Progress</dt>
          <dd className="font-semibold text-slate-900">{progressText(framework)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Cost</dt>
          <dd className="font-semibold text-slate-900">${framework.monthlyCost}/month</dd>
        </div>
      </dl>
      {framework.progress === null ? null : (
        <div className="mt-2">
          <ProgressBar percent={framework.progress} label={`${framework.name} progress`} />
        </div>
      )}
      {overlap && framework.status === 'inactive' && (
        <p className="mt-3 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">{overlap}</p>
      )}
      <p className="mt-2 text-xs text-slate-600">Last updated: {framework.lastUpdated}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {frameworkActions(framework, canEdit).map((action, index) => {
          const variant = index === 0 ? 'primary' : 'secondary';
          const extra = 'px-3 py-1.5 text-xs';
          const name = `${action.label}: ${framework.name}`;
          if (action.starts && activateAction)
            return (
              <ActivateButton
                key={action.label}
                frameworkId={framework.id}
                name={framework.name}
                message={action.message ?? action.label}
                action={activateAction}
                className={extra}
              />
            );
          return action.href ? (
            <Link
              key={action.label}
              href={action.href}
              aria-label={name}
              onClick={action.message ? () => notify(action.message!) : undefined}
              className={buttonClasses(variant, extra)}
            >
              {action.label}
            </Link>
          ) : (
            <button
              key={action.label}
              type="button"
              aria-label={name}
              onClick={() => notify(action.message ?? action.label)}
              className={buttonClasses(variant, extra)}
            >
              {action.label}
            </button>
          );
        })}
        {removable && (
          <button
            type="button"
            aria-label={`Remove: ${framework.name}`}
            onClick={() => setConfirming(true)}
            className={buttonClasses('ghost', 'px-3 py-1.5 text-xs text-red-700 hover:bg-red-50')}
          >
            Remove
          </button>
        )}
      </div>
      {removable && (
        <Modal open={confirming} onClose={() => setConfirming(false)} title={`Remove ${framework.name}`} size="sm">
          <RemoveFrameworkForm
            id={framework.id}
            name={framework.name}
            action={removeAction}
            onCancel={() => setConfirming(false)}
            onRemoved={() => {
              setConfirming(false);
              router.refresh();
            }}
          />
        </Modal>
      )}
    </article>
  );
}
