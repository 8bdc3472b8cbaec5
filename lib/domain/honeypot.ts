// Kept apart from the schema (and zod): the hidden field sits in the footer form of every public page.

/** The name of the public forms' hidden field (a honeypot): people never see it, form-filling bots complete it. */
export const HONEYPOT_FIELD = 'website';

/** Whether a submission filled the hidden field: it is then answered like a success and nothing is stored. */
export function filledHoneypot(input: { website?: string | undefined }): boolean {
  return input.website !== undefined;
}
