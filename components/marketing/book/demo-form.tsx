'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { postJson, type FieldErrors } from '@/lib/marketing/post-json';
import { newSubmissionId } from '@/lib/marketing/submission-id';
import { DemoFormFields } from './demo-form-fields';

type Confirmation = { firstName: string; reference: string };

/** The schema (and zod) load on first use, so the page's first load stays small. */
const loadValidation = () =>
  Promise.all([import('@/lib/schemas/demo-request'), import('@/lib/schemas/parse-fields')]).then(([schemas, parse]) => ({
    schema: schemas.demoRequestSchema,
    parseFields: parse.parseFields,
  }));

/** Moves focus to the first field (in form order) that has a message. */
function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  const first = Array.from(form.elements).find((element) => 'name' in element && errors[String(element.name)]?.length);
  if (first instanceof HTMLElement) first.focus();
}

/**
 * The demo request form: validated here with the server's schema, then posted once per rendered form (its
 * submission id makes a repeated post answer the same request instead of storing another).
 */
export function DemoForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const submissionId = useRef<string | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();
  const [confirmation, setConfirmation] = useState<Confirmation | undefined>();
  const confirmationHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (confirmation) confirmationHeading.current?.focus();
  }, [confirmation]);

  // ?frameworks= (the questionnaire's recommendations) fills its field once the page runs, unless the visitor has
  // typed there: read here rather than while rendering, so the prerendered form stays, with anything typed early.
  useEffect(() => {
    const field = formRef.current?.elements.namedItem('frameworks');
    const fromQuery = new URLSearchParams(window.location.search).get('frameworks');
    if (fromQuery && field instanceof HTMLInputElement && !field.value) field.value = fromQuery.slice(0, 500);
  }, []);

  const busy = useRef(false);

  const showErrors = (form: HTMLFormElement, fieldErrors: FieldErrors, message: string) => {
    setErrors(fieldErrors);
    setFormError(message);
    focusFirstInvalid(form, fieldErrors);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A ref, not state: a double click's second event arrives before React re-renders the disabled button.
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    const form = event.currentTarget;
    const input = Object.fromEntries(new FormData(form));
    try {
      const { schema, parseFields } = await loadValidation();
      const parsed = parseFields(schema, input);
      if (!parsed.success) return showErrors(form, parsed.fieldErrors, 'Please correct the highlighted fields.');
      submissionId.current ??= newSubmissionId();
      const result = await postJson<{ reference: string }>('/api/demo-requests', { ...parsed.data, submissionId: submissionId.current });
      if (!result.ok) return showErrors(form, result.fieldErrors, result.message);
      setConfirmation({ firstName: parsed.data.firstName, reference: result.data.reference });
    } catch {
      showErrors(form, {}, 'We could not reach the server. Check your connection and try again.');
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  if (confirmation) {
    return (
      <div className="rounded-lg border border-emerald-600 bg-emerald-50 p-8 text-center" role="status">
        <h2 ref={confirmationHeading} tabIndex={-1} className="text-2xl font-bold text-emerald-900 focus:outline-none">
          Thank you, {confirmation.firstName}!
        </h2>
        <p className="mt-3 text-emerald-900">
          Your demo request has been received. A compliance specialist will reply within 24 hours to schedule your 30-minute demo.
        </p>
        <p className="mt-4 text-sm text-emerald-900">
          Request reference: <strong data-testid="demo-reference">{confirmation.reference}</strong>
        </p>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={() => void loadValidation()}
      aria-label="Book a demo"
      className="space-y-6"
    >
      <DemoFormFields errors={errors} />
      <HoneypotField />
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      )}
      <p className="text-xs text-slate-600">First name, last name, work email and company are required.</p>
      <Button type="submit" disabled={submitting || !hydrated} className="w-full py-3 text-base">
        {submitting ? 'Sending…' : 'Request a demo'}
      </Button>
    </form>
  );
}
