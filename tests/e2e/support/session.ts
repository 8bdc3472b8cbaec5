import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

/** The AccessToken cookie of a browser context, if any. */
export async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'AccessToken');
}

/** A same-origin JSON POST, as the browser's own fetch sends it (with an Origin header). */
export function postJson(request: APIRequestContext, baseURL: string, path: string, data: unknown, headers: Record<string, string> = {}) {
  return request.post(path, { data, headers: { origin: baseURL, 'content-type': 'application/json', ...headers } });
}

/** Makes the page check its session as when the tab comes back into view. */
export async function returnToTab(page: Page) {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

/** A unique e-mail address per call, so tests never share accounts or rate-limit counters. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
