'use client';

import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import type { PolicyRowAction } from '@/lib/domain/policies/actions';
import type { PolicyStepActions } from './policy-row-actions';
import { PolicyStepButton } from './policy-step-button';

const titles = { submit: 'Submit for Review', renew: 'Renew Policy', archive: 'Archive Policy', delete: 'Delete Draft' } as const;

/** The lifecycle buttons of a policy's page (lib/domain/policies/actions.ts policyPageActions). */
export function PolicyPageActions({
  actions,
  policyId,
  version,
  steps,
}: {
  actions: readonly PolicyRowAction[];
  policyId: string;
  version: number;
  steps: PolicyStepActions;
}) {
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action, index) => {
        const variant = index === 0 ? 'primary' : 'secondary';
        if (action.kind === 'link') {
          return action.download ? (
            <a key={action.label} href={action.href} download className={buttonClasses('secondary')}>
              {action.label}
            </a>
          ) : (
            <Link key={action.label} href={action.href} className={buttonClasses(variant)}>
              {action.label}
            </Link>
          );
        }
        return (
          <PolicyStepButton
            key={action.label}
            label={action.label}
            title={titles[action.step]}
            confirm={action.confirm}
            confirmLabel={action.confirmLabel}
            action={steps[action.step]}
            policyId={policyId}
            version={version}
            look={action.step === 'delete' ? 'danger' : variant}
            leaveTo="/manage/policies"
          />
        );
      })}
    </div>
  );
}
