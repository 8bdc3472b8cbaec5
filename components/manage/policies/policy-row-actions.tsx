'use client';

import Link from 'next/link';
import type { PolicyRowAction, PolicyRowStep } from '@/lib/domain/policies/actions';
import type { FormAction } from '@/lib/schemas/form-state';
import type { PolicyStepResult } from '@/lib/schemas/policies/records';
import { PolicyStepButton, rowActionClass } from './policy-step-button';

export type PolicyStepActions = Record<PolicyRowStep, FormAction<PolicyStepResult>>;

const titles: Record<PolicyRowStep, string> = {
  submit: 'Submit for Review',
  renew: 'Renew Policy',
  archive: 'Archive Policy',
  delete: 'Delete Draft',
};

/**
 * A policy row's actions (lib/domain/policies/actions.ts): View, Edit, Update, Review and Comments open the policy's
 * pages, Download its PDF; Submit, Renew, Archive and Delete run on the server once confirmed.
 */
export function PolicyRowActions({
  actions,
  policyId,
  recordName,
  version,
  steps,
}: {
  actions: readonly PolicyRowAction[];
  policyId: string;
  recordName: string;
  version: number;
  steps: PolicyStepActions;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) =>
        action.kind === 'link' ? (
          action.download ? (
            // A file from a route handler: the browser downloads it, no client-side navigation.
            <a key={action.label} href={action.href} download aria-label={`${action.label} ${recordName}`} className={rowActionClass}>
              {action.label}
            </a>
          ) : (
            <Link key={action.label} href={action.href} aria-label={`${action.label} ${recordName}`} className={rowActionClass}>
              {action.label}
            </Link>
          )
        ) : (
          <PolicyStepButton
            key={action.label}
            label={action.label}
            ariaLabel={`${action.label} ${recordName}`}
            title={titles[action.step]}
            confirm={action.confirm}
            confirmLabel={action.confirmLabel}
            action={steps[action.step]}
            policyId={policyId}
            version={version}
          />
        ),
      )}
    </div>
  );
}
