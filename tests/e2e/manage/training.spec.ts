import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

const rightAnswers = [
  'The urgent deadline pushing you to act without checking',
  'Hover over it and read the real domain',
  'Call the supplier on a number you already had and confirm',
  'Change the password and report it to your security contact right away',
];

test.describe('Training', () => {
  test('a new organization takes the phishing lesson: a failed quiz explains, a passed one is marked Passed', async ({ page }) => {
    await signUpNewOrganization(page);

    const nav = page.getByRole('navigation', { name: 'Management', exact: true });
    await nav.getByRole('button', { name: 'Programme' }).click();
    await nav.getByRole('link', { name: 'Training' }).click();
    await expect(page).toHaveURL('/manage/training');
    await expect(page).toHaveTitle(/^Training \|/);

    // The founder is the organization's one person, due 30 days after joining.
    await expect(page.getByText('0 of 1 person complete, 0 overdue')).toBeVisible();
    const founderRow = page.getByRole('table', { name: 'Training of people' }).getByRole('row').filter({ hasText: 'Nora New' });
    await expect(founderRow).toContainText('Due');
    const lessons = page.getByRole('list', { name: 'Lessons' });
    await expect(lessons.getByRole('listitem')).toHaveCount(5);
    await expect(lessons.getByRole('listitem').filter({ hasText: 'Spotting phishing' })).toContainText('To do');
    await expectNoAxeViolations(page);

    await lessons.getByRole('link', { name: 'Spotting phishing' }).click();
    await expect(page).toHaveURL('/manage/training/phishing');
    await expect(page.getByRole('heading', { name: 'Spotting phishing' })).toBeVisible();

    // A quiz sent with one answer right fails and explains every wrong answer.
    await page.getByLabel(rightAnswers[0]!).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('You scored 25%. 80% passes: read the explanations and try again.')).toBeVisible();
    await expect(page.getByText('The text of a link can say anything; hovering shows the address it actually opens.')).toBeVisible();
    await expect(page.getByText('Manufactured urgency is the most common lever')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Try again with every answer right.
    await page.getByRole('button', { name: 'Try again' }).click();
    for (const answer of rightAnswers) await page.getByLabel(answer).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Passed with 100%.', { exact: true })).toBeVisible();

    await page.goto('/manage/training');
    await expect(page.getByRole('list', { name: 'Lessons' }).getByRole('listitem').filter({ hasText: 'Spotting phishing' })).toContainText(
      'Passed',
    );
    await expect(founderRow).toContainText('1 of 5');
  });
});
