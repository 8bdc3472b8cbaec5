'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { postJson } from '@/lib/marketing/post-json';

/** The schema (and zod) load on first use: this form sits in every page's footer. */
const loadValidation = () =>
  Promise.all([import('@/lib/schemas/newsletter'), import('@/lib/schemas/parse-fields')]).then(([schemas, parse]) => ({
    schema: schemas.newsletterSchema,
    parseFields: parse.parseFields,
  }));

type Props =
  /** The form shows its own title and description. */
  | { title?: string; description?: string; labelledBy?: undefined }
  /** The page already has a heading for the form (its id): no title or description of its own. */
  | { labelledBy: string; title?: undefined; description?: undefined };

/**
 * The newsletter sign-up: validates the address, stores it once (a repeat is a success too) and confirms.
 * The form is named by its title or by the page's heading, so two on one page stay distinguishable.
 */
export function NewsletterForm({
  title = 'Subscribe to our newsletter',
  description = 'Compliance guides, framework updates and best practices, about once a month.',
  labelledBy,
}: Props) {
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const busy = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    const input = Object.fromEntries(new FormData(event.currentTarget));
    try {
      const { schema, parseFields } = await loadValidation();
      const parsed = parseFields(schema, input);
      if (!parsed.success) return setError(parsed.fieldErrors.email?.[0] ?? 'Enter a valid email address');
      const result = await postJson('/api/newsletter-subscriptions', parsed.data);
      if (!result.ok) return setError(result.fieldErrors.email?.[0] ?? result.message);
      setError(undefined);
      setDone(true);
    } catch {
      setError('We could not reach the server. Check your connection and try again.');
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return (
    <div className={labelledBy ? 'mx-auto max-w-md text-left' : undefined}>
      {!labelledBy && (
        <p id={`${id}-title`} className="text-sm font-semibold text-slate-900">
          {title}
        </p>
      )}
      {done ? (
        <p role="status" className="mt-2 text-sm font-medium text-emerald-800">
          Thanks for subscribing! Look out for our next issue in your inbox.
        </p>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          onFocusCapture={() => void loadValidation()}
          aria-labelledby={labelledBy ?? `${id}-title`}
          className="mt-2"
        >
          {!labelledBy && (
            <p id={`${id}-description`} className="text-sm text-slate-600">
              {description}
            </p>
          )}
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <label htmlFor={`${id}-email`} className="sr-only">
              Email address
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              placeholder="you@company.com"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : labelledBy ? undefined : `${id}-description`}
              className={`block w-full min-w-0 rounded-md border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600 ${
                error ? 'border-red-600' : 'border-slate-300'
              }`}
            />
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Subscribing…' : 'Subscribe'}
            </Button>
          </div>
          <HoneypotField />
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-2 text-xs font-medium text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
