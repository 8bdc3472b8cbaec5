/** Posts JSON to a same-origin auth endpoint; returns the HTTP status and the parsed body (null when not JSON). */
export async function postJson(path: string, body: unknown): Promise<{ status: number; body: AuthAnswer | null }> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as AuthAnswer | null };
  } catch {
    return { status: 0, body: { message: 'The server could not be reached. Check your connection and try again.' } };
  }
}

/** The shape of the auth endpoints' answers. */
export type AuthAnswer = { code?: number; message?: string; errors?: Record<string, string>; data?: unknown };
