'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { choicesFrom, initialHipaaChoices } from '@/lib/domain/frameworks/hipaa-wizard';
import type { HipaaSetup } from '@/lib/schemas/frameworks/hipaa-wizard';
import { AnswersSummary } from './answers-summary';
import { HipaaWizard, type ActivateHipaaAction } from './hipaa-wizard';

/**
 * The activation screen of a member or admin: the wizard while HIPAA is not active; once it is, the stored
 * answers with Update answers, which opens the wizard filled with them.
 */
export function HipaaActivation({ setup, activateAction }: { setup: HipaaSetup; activateAction: ActivateHipaaAction }) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const active = setup.status === 'active';
  const initialChoices = setup.answers ? choicesFrom(setup.answers) : initialHipaaChoices();

  if (active && !editing) {
    return (
      <section aria-labelledby="hipaa-active" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <h2 id="hipaa-active" className="text-lg font-semibold text-slate-900">
              HIPAA is active for your organization
            </h2>
            <Badge tone="success">Active</Badge>
          </div>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Update answers
          </Button>
        </div>
        {setup.answers ? (
          <AnswersSummary answers={setup.answers} />
        ) : (
          <p className="text-sm text-slate-700">No activation answers are stored yet. Update answers to record them.</p>
        )}
      </section>
    );
  }

  return (
    <HipaaWizard
      key={`${setup.version}-${editing}`}
      initialChoices={initialChoices}
      version={setup.version}
      activateAction={activateAction}
      submitLabel={active ? 'Save answers' : 'Activate HIPAA'}
      onSaved={() => {
        setEditing(false);
        router.refresh();
      }}
      onCancel={active ? () => setEditing(false) : undefined}
    />
  );
}
