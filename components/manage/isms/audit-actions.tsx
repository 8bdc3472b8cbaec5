'use client';

import { useRouter } from 'next/navigation';
import { internalAuditEditChecked } from '@/lib/domain/isms/rules';
import { formValidator, type FormAction, type FormState } from '@/lib/schemas/form-state';
import type { InternalAudit } from '@/lib/schemas/isms/records';
import { AuditEditFields } from './audit-fields';
import { ModalForm } from './modal-form';
import { PostButton } from './post-button';

/** Edit audit (plan, state, report) for members and admins; Delete audit for admins, then back to the programme. */
export function AuditActions({
  audit,
  actions,
}: {
  audit: InternalAudit;
  actions: { edit?: FormAction<InternalAudit>; remove?: FormAction<InternalAudit> };
}) {
  const router = useRouter();
  const remove = actions.remove;
  return (
    <>
      {actions.edit && (
        <ModalForm
          label="Edit audit"
          action={actions.edit}
          validate={formValidator(internalAuditEditChecked)}
          hidden={{ id: audit.id, version: audit.version }}
          submitLabel="Save audit"
          pendingLabel="Saving…"
          size="lg"
        >
          {(errors) => <AuditEditFields audit={audit} errors={errors} />}
        </ModalForm>
      )}
      {remove && (
        <PostButton
          label="Delete audit"
          pendingLabel="Deleting…"
          action={async (previous: FormState<InternalAudit>, formData: FormData) => {
            const state = await remove(previous, formData);
            if (state.status === 'success') router.push('/manage/isms/audits');
            return state;
          }}
          fields={{ id: audit.id, version: audit.version }}
          confirm={`Delete the internal audit ${audit.title} and its findings?`}
          variant="danger"
        />
      )}
    </>
  );
}
