import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

const demoForm = (page: Page) => page.getByRole('form', { name: 'Book a demo' });

async function fillRequired(page: Page, email = `ada-${randomUUID()}@engines.example`) {
  const form = demoForm(page);
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Work email').fill(email);
  await form.getByLabel('Company', { exact: true }).fill('Analytical Engines');
}

function countPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/demo-requests')) posts.push(request.url());
  });
  return posts;
}

const submit = (page: Page) => page.getByRole('button', { name: 'Request a demo' });

test.describe('demo request form', () => {
  test('shows every field and option of the demo request', async ({ page }) => {
    await page.goto('/book');
    await expect(page.getByLabel('Work email')).toHaveAttribute('type', 'email');
    for (const label of ['First name', 'Last name', 'Work email', 'Company']) {
      await expect(demoForm(page).getByLabel(label, { exact: true })).toHaveJSProperty('required', true);
    }
    for (const label of ['Job title', 'Company size', 'Industry', 'Frameworks of interest', 'Additional information']) {
      await expect(demoForm(page).getByLabel(label)).toHaveJSProperty('required', false);
    }
    await expect(page.getByLabel('Company size').locator('option')).toHaveText([
      'Select company size',
      '1-10 employees',
      '11-50 employees',
      '51-200 employees',
      '201-1000 employees',
      '1000+ employees',
    ]);
    await expect(page.getByLabel('Industry').locator('option')).toHaveCount(11);
    await expect(page.getByLabel('Job title')).toBeVisible();
    await expect(page.getByLabel('Frameworks of interest')).toHaveValue('');
    await expect(page.getByLabel('Additional information')).toBeVisible();
    await expect(page.getByText('24 hours', { exact: true })).toBeVisible();
    await expect(page.getByText('30 minutes', { exact: true })).toBeVisible();
  });

  test('empty or invalid input gets field messages and sends nothing', async ({ page }) => {
    const posts = countPosts(page);
    await page.goto('/book');
    await submit(page).click();
    for (const message of ['First name is required', 'Last name is required', 'Work email is required', 'Company is required']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('First name')).toBeFocused();
    await fillRequired(page, 'ada-at-engines');
    await submit(page).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Work email')).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toHaveLength(0);
  });

  test('a valid request is stored and confirmed with a reference and the 24-hour promise', async ({ page }) => {
    await page.goto('/book');
    await fillRequired(page);
    await page.getByLabel('Job title').fill('CTO');
    await page.getByLabel('Company size').selectOption('51-200');
    await page.getByLabel('Industry').selectOption({ label: 'Fintech' });
    await page.getByLabel('Frameworks of interest').fill('SOC 2, GLBA');
    await page.getByLabel('Additional information').fill('Audit due in March.');
    const response = page.waitForResponse((res) => res.url().endsWith('/api/demo-requests'));
    await submit(page).click();
    expect((await response).status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'Thank you, Ada!' })).toBeFocused();
    await expect(page.getByText(/will reply within 24 hours/)).toBeVisible();
    await expect(page.getByTestId('demo-reference')).toHaveText(/^DR-[0-9A-F]{8}$/);
  });

  test('a double click sends one request and shows one confirmation', async ({ page }) => {
    const posts = countPosts(page);
    await page.goto('/book');
    await fillRequired(page);
    await submit(page).dblclick();
    await expect(page.getByRole('heading', { name: 'Thank you, Ada!' })).toHaveCount(1);
    expect(posts).toHaveLength(1);
  });

  test('the same submission sent twice is stored once: the repeat answers the first reference', async ({ page }) => {
    const answers: { status: number; reference: string }[] = [];
    await page.route('**/api/demo-requests', async (route) => {
      for (let i = 0; i < 2; i++) {
        const response = await route.fetch();
        answers.push({ status: response.status(), reference: (await response.json()).reference });
      }
      await route.fulfill({ status: 200, json: { reference: answers[1]?.reference } });
    });
    await page.goto('/book');
    await fillRequired(page);
    await submit(page).click();
    await expect(page.getByTestId('demo-reference')).toHaveText(/^DR-/);
    expect(answers.map((answer) => answer.status)).toEqual([201, 200]);
    expect(answers[1]?.reference).toBe(answers[0]?.reference);
    await expect(page.getByTestId('demo-reference')).toHaveText(answers[0]!.reference);
  });

  test('the server validates again and its field messages show in the form', async ({ page }) => {
    await page.route('**/api/demo-requests', async (route) => {
      const body = { ...route.request().postDataJSON(), company: ' ', email: 'nobody' };
      await route.continue({ postData: JSON.stringify(body) });
    });
    await page.goto('/book');
    await fillRequired(page);
    await submit(page).click();
    await expect(page.getByText('Company is required')).toBeVisible();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
  });

  test('the questionnaire frameworks pre-fill the form', async ({ page }) => {
    await page.goto('/book?frameworks=HIPAA%2C%20SOC%202');
    await expect(page.getByLabel('Frameworks of interest')).toHaveValue('HIPAA, SOC 2');
  });

  test('without a Maps key the office address shows and nothing is fetched from Google', async ({ page }) => {
    const google: string[] = [];
    page.on('request', (request) => {
      if (/googleapis|gstatic/.test(request.url())) google.push(request.url());
    });
    await page.goto('/book');
    await page.getByRole('heading', { name: 'Visit our office' }).scrollIntoViewIfNeeded();
    await expect(page.getByText('100 Pine Street, Suite 1250')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Map of our office' })).toHaveCount(0);
    expect(google).toEqual([]);
  });
});

test.describe('POST /api/demo-requests', () => {
  const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@engines.example', company: 'Engines' };

  test('answers 422 with field messages for invalid input', async ({ request }) => {
    const response = await request.post('/api/demo-requests', { data: { ...valid, company: '', submissionId: 'x' } });
    expect(response.status()).toBe(422);
    expect((await response.json()).fieldErrors).toEqual({ company: ['Company is required'], submissionId: ['Invalid submission id'] });
  });

  test('refuses a form post (415) and another site (403)', async ({ request }) => {
    const form = await request.post('/api/demo-requests', { form: { ...valid, submissionId: randomUUID() } });
    expect(form.status()).toBe(415);
    const crossSite = await request.post('/api/demo-requests', {
      data: { ...valid, submissionId: randomUUID() },
      headers: { Origin: 'https://evil.example' },
    });
    expect(crossSite.status()).toBe(403);
  });

  test('answers 201 then 200 with the same reference for one submission id', async ({ request }) => {
    const data = { ...valid, submissionId: randomUUID() };
    const first = await request.post('/api/demo-requests', { data });
    const again = await request.post('/api/demo-requests', { data });
    expect([first.status(), again.status()]).toEqual([201, 200]);
    expect((await again.json()).reference).toBe((await first.json()).reference);
  });
});
