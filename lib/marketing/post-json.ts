import type { FieldErrors } from '@/lib/schemas/parse-fields';

export type { FieldErrors };

export type PostResult<T> = { ok: true; data: T } | { ok: false; message: string; fieldErrors: FieldErrors };

const unreachable = 'We could not reach the server. Check your connection and try again.';

/** POSTs JSON from the browser; any failure comes back as a message (and field errors for a 422), never a throw. */
export async function postJson<T>(url: string, body: unknown): Promise<PostResult<T>> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const payload = (await response.json().catch(() => ({}))) as { message?: string; fieldErrors?: FieldErrors };
    if (response.ok) return { ok: true, data: payload as T };
    return { ok: false, message: payload.message ?? 'Something went wrong. Please try again.', fieldErrors: payload.fieldErrors ?? {} };
  } catch {
    return { ok: false, message: unreachable, fieldErrors: {} };
  }
}
