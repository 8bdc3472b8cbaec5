import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/auth';

/** The sources of one directive of a policy. */
function sources(policy: string, directive: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found?.slice(1) ?? [];
}

/** Every message the browser logs about a blocked script, style or connection, from now on. */
function policyViolations(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) messages.push(message.text());
  });
  return messages;
}

test('a signed-in page runs under a strict nonce policy and stays interactive', async ({ page }) => {
  const violations = policyViolations(page);
  await signIn(page, '/manage');
  // Sign-in reaches /manage by a client-side navigation inside the public page; a full load brings the page's own policy.
  const response = await page.goto('/manage/frameworks');
  if (!response) throw new Error('no response to the page load');
  expect(response.status()).toBe(200);

  const policies = (await response.headersArray()).filter(({ name }) => name.toLowerCase() === 'content-security-policy');
  expect(policies, 'exactly one policy').toHaveLength(1);
  const policy = policies[0]?.value ?? '';
  const scriptSrc = sources(policy, 'script-src');
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).toContain("'strict-dynamic'");
  const nonce = scriptSrc.map((source) => /^'nonce-(.+)'$/.exec(source)?.[1]).find(Boolean);
  expect(nonce, 'a nonce in script-src').toBeTruthy();
  expect(sources(policy, 'frame-ancestors')).toEqual(["'none'"]);

  // Every script in the HTML, inline or not, carries this response's nonce (JSON-LD data is not run).
  const tags = ((await response.text()).match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'));
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) expect(tag).toContain(` nonce="${nonce}"`);

  const menu = page.getByRole('button', { name: /user menu/ });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // A mark on the window survives a client-side navigation only: a full load would start a new one.
  await page.evaluate(() => Object.assign(window, { stayedOnDocument: true }));
  await page.getByRole('navigation', { name: 'Management', exact: true }).getByRole('link', { name: 'Evidence', exact: true }).click();
  await expect(page).toHaveURL('/manage/evidence');
  await expect(page).toHaveTitle(/^Evidence \|/);
  expect(await page.evaluate(() => 'stayedOnDocument' in window)).toBe(true);

  expect(violations).toEqual([]);
});

test('each load of a signed-in page gets a nonce of its own; public pages carry none', async ({ page }) => {
  await signIn(page, '/manage');
  const nonces = new Set<string>();
  for (let i = 0; i < 2; i += 1) {
    const policy = (await page.goto('/manage'))?.headers()['content-security-policy'] ?? '';
    nonces.add(sources(policy, 'script-src').find((source) => source.startsWith("'nonce-")) ?? '');
  }
  expect(nonces.size).toBe(2);
  expect(nonces).not.toContain('');

  const publicPolicy = (await page.request.get('/pricing')).headers()['content-security-policy'] ?? '';
  expect(sources(publicPolicy, 'script-src')).not.toContain("'unsafe-inline'");
  expect(publicPolicy).not.toContain("'nonce-");
});

/** Every violation the page reports, from its first script on, kept on the window of each document loaded. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

/**
 * Loads `path` and checks that its one policy allows no inline script by 'unsafe-inline', that the page reports no
 * violation, and that it hydrated: the header's menu button, a client component, opens the menu.
 */
async function expectRunsUnderItsPolicy(page: Page, path: string, status = 200): Promise<{ scriptSrc: string[]; html: string }> {
  const logged = policyViolations(page);
  const response = await page.goto(path);
  if (!response) throw new Error(`no response to ${path}`);
  expect(response.status(), path).toBe(status);
  const policies = (await response.headersArray()).filter(({ name }) => name.toLowerCase() === 'content-security-policy');
  expect(policies, `exactly one policy on ${path}`).toHaveLength(1);
  const scriptSrc = sources(policies[0]?.value ?? '', 'script-src');
  expect(scriptSrc, path).not.toContain("'unsafe-inline'");

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav.getByRole('button', { name: 'Close menu' }), path).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations), path).toEqual([]);
  expect(logged, path).toEqual([]);
  return { scriptSrc, html: await response.text() };
}

test.describe('public pages', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a prerendered page names each of its inline scripts by hash and runs them all', async ({ page }) => {
    await recordViolations(page);
    for (const path of ['/', '/resources/isoVsSoc2', '/login', '/register', '/pricing', '/questionnaire']) {
      const { scriptSrc } = await expectRunsUnderItsPolicy(page, path);
      expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).length, path).toBeGreaterThan(0);
      expect(scriptSrc.join(' '), path).not.toContain("'nonce-");
    }
  });

  test('a page opened by a one-time link runs under a nonce of its own', async ({ page }) => {
    await recordViolations(page);
    for (const path of [
      '/password-reset/16fd2706-8baf-433b-82eb-8c7fada847da',
      '/accept/not-a-real-token-0000000000000',
      '/accept/not-a-real-token-0000000000000/16fd2706-8baf-433b-82eb-8c7fada847da',
    ]) {
      const { scriptSrc, html } = await expectRunsUnderItsPolicy(page, path);
      expect(scriptSrc, path).toContain("'strict-dynamic'");
      const nonce = scriptSrc.map((source) => /^'nonce-(.+)'$/.exec(source)?.[1]).find(Boolean);
      expect(nonce, `a nonce on ${path}`).toBeTruthy();
      const tags = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'));
      expect(tags.length, path).toBeGreaterThan(0);
      for (const tag of tags) expect(tag, path).toContain(` nonce="${nonce}"`);
    }
  });
});
