import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';

const manageRoutes = [
  '/manage',
  '/manage/frameworks',
  '/manage/evidence',
  '/manage/policies',
  '/manage/audits',
  '/manage/reports',
  '/manage/settings',
  '/manage/addFrameworks',
  '/manage/frameworkManage',
  '/manage/frameworkSettings',
  '/manage/iso27001Setup',
  '/manage/ccpa-issues',
  '/manage/hipaaActivate',
  '/manage/assessment',
  '/manage/ccpa-issues/action-plan',
];

test('every /manage route needs a session and redirects with its own path', async ({ request }) => {
  for (const path of manageRoutes) {
    const response = await request.get(`${path}?from=list`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    const location = new URL(response.headers()['location'] ?? '', 'http://placeholder');
    expect(location.pathname, path).toBe('/login');
    expect(location.searchParams.get('redirect'), path).toBe(`${path}?from=list`);
  }
});

test('signed in, every /manage route renders with the signed-in header', async ({ page }) => {
  await signIn(page);
  for (const path of manageRoutes) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toMatch(/private.*no-store|no-store.*private/);
    expect(await response.text(), path).toContain('Demo Compliance Co.');
  }
});
