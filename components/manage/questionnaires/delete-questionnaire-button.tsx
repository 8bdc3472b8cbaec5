'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmRecordForm } from '@/components/manage/records/confirm-record-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { FormAction } from '@/lib/schemas/form-state';

/** Delete, after a confirmation naming what goes with the questionnaire; then the list of questionnaires. */
export function DeleteQuestionnaireButton<T>({
  questionnaire,
  action,
}: {
  questionnaire: { id: string; version: number; name: string };
  action: FormAction<T>;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Delete Questionnaire" description={questionnaire.name}>
        {open ? (
          <ConfirmRecordForm
            item={questionnaire}
            question="Delete this questionnaire, its uploaded file and its suggested and edited answers? Answers already approved stay in the answer library. This cannot be undone."
            confirmLabel="Delete Questionnaire"
            pendingLabel="Deleting…"
            variant="danger"
            action={action}
            onDone={() => {
              setOpen(false);
              router.push('/manage/questionnaires');
            }}
            onCancel={() => setOpen(false)}
          />
        ) : null}
      </Modal>
    </>
  );
}
