'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { FieldErrors, FormAction } from '@/lib/schemas/form-state';

type Props<T> = {
  /** The button that opens the form, and the dialog's title unless `title` says otherwise. */
  label: string;
  title?: string;
  action: FormAction<T>;
  validate: (formData: FormData) => FieldErrors | null;
  submitLabel: string;
  pendingLabel: string;
  /** Hidden inputs: the record's id and the version the page read, or the parent's id. */
  hidden?: Record<string, string | number>;
  variant?: 'primary' | 'secondary';
  size?: 'sm' | 'md' | 'lg';
  children: (errors: FieldErrors) => ReactNode;
};

/** A button that opens a form in a dialog; the page is read again once the form succeeds. */
export function ModalForm<T>({
  label,
  title,
  action,
  validate,
  submitLabel,
  pendingLabel,
  hidden = {},
  variant = 'secondary',
  size = 'md',
  children,
}: Props<T>) {
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={title ?? label} size={size}>
        {open && (
          <ModalFormBody
            key={round}
            action={action}
            validate={validate}
            hidden={hidden}
            submitLabel={submitLabel}
            pendingLabel={pendingLabel}
            onClose={() => setOpen(false)}
            onDone={() => {
              setOpen(false);
              setRound((count) => count + 1);
            }}
          >
            {children}
          </ModalFormBody>
        )}
      </Modal>
    </>
  );
}

function ModalFormBody<T>({
  action,
  validate,
  hidden,
  submitLabel,
  pendingLabel,
  onClose,
  onDone,
  children,
}: Omit<Props<T>, 'label' | 'variant' | 'size' | 'title'> & {
  hidden: Record<string, string | number>;
  onClose: () => void;
  onDone: () => void;
}) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate,
    onCreated: () => {
      onDone();
      router.refresh();
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children(errors)}
      <FormError message={formError ?? errors.version ?? errors.id} />
      <FormActions label={submitLabel} pendingLabel={pendingLabel} pending={pending} onCancel={onClose} />
    </form>
  );
}
