import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

/** The calendar day `days` from today (UTC), as a date input takes it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('ISMS', () => {
  test('an admin writes and approves the scope, sets an objective, audits to a verified corrective action and records a management review', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signUpNewOrganization(page);
    const nav = page.getByRole('navigation', { name: 'Management', exact: true });
    await nav.getByRole('button', { name: 'Programme' }).click();
    await nav.getByRole('link', { name: 'ISMS' }).click();
    await expect(page).toHaveURL('/manage/isms');
    await expect(page.getByText('No scope yet.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The scope: its form refuses an empty statement and an exclusion without a reason, then saves and is approved.
    await page.getByRole('button', { name: 'Write the scope' }).click();
    const scopeForm = page.getByRole('dialog', { name: 'ISMS scope' });
    await scopeForm.getByRole('button', { name: 'Save scope' }).click();
    await expect(scopeForm.getByText('Enter the scope statement.')).toBeVisible();
    await scopeForm.getByLabel('Scope statement').fill('The Fresh Start platform and the teams that build and run it');
    await scopeForm.getByLabel('Teams').fill('Engineering\nSupport');
    await scopeForm.getByLabel('Exclusions').fill('Office Wi-Fi');
    await scopeForm.getByRole('button', { name: 'Save scope' }).click();
    await expect(scopeForm.getByText("Give each exclusion a reason, one a line as 'what is left out: why'.")).toBeVisible();
    await scopeForm.getByLabel('Exclusions').fill('Office Wi-Fi: no customer data passes through it');
    await scopeForm.getByRole('button', { name: 'Save scope' }).click();
    await expect(scopeForm).toBeHidden();
    await expect(page.getByText('Not approved')).toBeVisible();
    await expect(page.getByText('Office Wi-Fi: no customer data passes through it')).toBeVisible();
    await expect(page.getByText('Engineering, Support')).toBeVisible();
    await page.getByRole('button', { name: 'Approve scope' }).click();
    await expect(page.getByText(/^Approved by Nora New on \d{4}-\d{2}-\d{2}$/)).toBeVisible();

    // An objective with its owner and target date, on track.
    await page.getByRole('button', { name: 'Add objective' }).click();
    const objectiveForm = page.getByRole('dialog', { name: 'Add objective' });
    await objectiveForm.getByLabel('Objective').fill('MFA on every account');
    await objectiveForm.getByLabel('Measure and target').fill('100% of staff accounts use MFA');
    await objectiveForm.getByLabel('Owner').selectOption({ label: 'Nora New' });
    await objectiveForm.getByLabel('Target date').fill(dayFromToday(60));
    await objectiveForm.getByRole('button', { name: 'Add objective' }).click();
    await expect(objectiveForm).toBeHidden();
    const objectiveRow = page.getByRole('row').filter({ hasText: 'MFA on every account' });
    await expect(objectiveRow).toContainText('Nora New');
    await expect(objectiveRow).toContainText('On track');

    // An internal audit, planned, with a minor nonconformity.
    await page.getByRole('link', { name: 'Internal audits' }).click();
    await expect(page).toHaveURL('/manage/isms/audits');
    await expect(page.getByText('No internal audits yet')).toBeVisible();
    await page.getByRole('button', { name: 'Plan internal audit' }).click();
    const planForm = page.getByRole('dialog', { name: 'Plan internal audit' });
    await planForm.getByLabel('Audit title').fill('Access control audit');
    await planForm.getByLabel('Scope and clauses covered').fill('Clauses 9 and 10, A.5.15 to A.5.18');
    await planForm.getByLabel('Auditor').fill('Ivy Internal');
    await planForm.getByLabel('Planned date').fill(dayFromToday(0));
    await planForm.getByRole('button', { name: 'Plan audit' }).click();
    await expect(planForm).toBeHidden();
    await page.getByRole('link', { name: 'Access control audit' }).click();
    await expect(page.getByRole('heading', { name: 'Access control audit' })).toBeVisible();

    await page.getByRole('button', { name: 'Add finding' }).click();
    const findingForm = page.getByRole('dialog', { name: 'Add finding' });
    await findingForm.getByLabel('Clause or control').fill('A.5.18');
    await findingForm.getByLabel('Description').fill('Leavers kept their access for weeks');
    await findingForm.getByRole('button', { name: 'Add finding' }).click();
    await expect(findingForm.getByText('Choose the kind of finding.')).toBeVisible();
    await findingForm.getByLabel('Kind').selectOption({ label: 'Minor nonconformity' });
    await findingForm.getByRole('button', { name: 'Add finding' }).click();
    await expect(findingForm).toBeHidden();
    const finding = page.getByRole('listitem', { name: 'Finding A.5.18' });
    await expect(finding).toContainText('Minor nonconformity');
    await expect(finding).toContainText('Open');

    // Its corrective action, through its states to verified effective.
    await finding.getByRole('button', { name: 'Plan corrective action' }).click();
    const actionForm = page.getByRole('dialog', { name: 'Corrective action for A.5.18' });
    await actionForm.getByRole('button', { name: 'Save corrective action' }).click();
    await expect(actionForm.getByText('Enter the cause.')).toBeVisible();
    await actionForm.getByLabel('Cause').fill('No offboarding step removed access');
    await actionForm.getByLabel('Corrective action').fill('Add access removal to the offboarding checklist');
    await actionForm.getByLabel('Action owner').selectOption({ label: 'Nora New' });
    await actionForm.getByLabel('Due date').fill(dayFromToday(7));
    await actionForm.getByRole('button', { name: 'Save corrective action' }).click();
    await expect(actionForm).toBeHidden();
    await expect(finding).toContainText('Corrective action planned');
    await expect(finding).toContainText('Add access removal to the offboarding checklist');
    await finding.getByRole('button', { name: 'Mark action done' }).click();
    await expect(finding).toContainText('Action done');
    await finding.getByRole('button', { name: 'Verify effective' }).click();
    await expect(finding).toContainText('Verified effective');
    await expect(finding).toContainText(/By Nora New on \d{4}-\d{2}-\d{2}/);
    await expect(finding.getByRole('button', { name: 'Reopen' })).toBeVisible();

    // Completing the audit asks for its report summary.
    await page.getByRole('button', { name: 'Edit audit' }).click();
    const auditForm = page.getByRole('dialog', { name: 'Edit audit' });
    await auditForm.getByLabel('State').selectOption({ label: 'Completed' });
    await auditForm.getByLabel('Performed date').fill(dayFromToday(0));
    await auditForm.getByRole('button', { name: 'Save audit' }).click();
    await expect(auditForm.getByText('A completed audit needs its report summary.')).toBeVisible();
    await auditForm.getByLabel('Report summary').fill('One minor nonconformity, corrected and verified.');
    await auditForm.getByRole('button', { name: 'Save audit' }).click();
    await expect(auditForm).toBeHidden();
    await expect(page.getByText('One minor nonconformity, corrected and verified.')).toBeVisible();
    await expectNoAxeViolations(page);

    // A management review and its minutes.
    await page.goto('/manage/isms/reviews');
    await page.getByRole('button', { name: 'Record management review' }).click();
    const reviewForm = page.getByRole('dialog', { name: 'Record management review' });
    await reviewForm.getByLabel('Review title').fill('First management review');
    await reviewForm.getByRole('button', { name: 'Record review' }).click();
    await expect(reviewForm.getByText('Name at least one attendee, one a line.')).toBeVisible();
    await reviewForm.getByLabel('Attendees').fill('Nora New\nIvy Internal');
    const inputs = {
      'Status of actions from previous reviews': 'This is the first review.',
      'Changes in internal and external issues': 'A new customer asks for ISO 27001.',
      'Information security performance': 'MFA objective on track.',
      'Audit results': 'One minor nonconformity, verified.',
      'Risks and the risk treatment plan': 'No new high risks.',
      'Opportunities for improvement': 'Automate access reviews.',
    };
    for (const [label, text] of Object.entries(inputs)) await reviewForm.getByLabel(label).fill(text);
    await reviewForm.getByRole('button', { name: 'Record review' }).click();
    await expect(reviewForm).toBeHidden();
    await page.getByRole('link', { name: 'First management review' }).click();
    await expect(page.getByRole('heading', { name: 'First management review' })).toBeVisible();
    await expect(page.getByText('Incomplete: missing a decision or action')).toBeVisible();

    await page.getByRole('button', { name: 'Add decision' }).click();
    const decisionForm = page.getByRole('dialog', { name: 'Add decision' });
    await decisionForm.getByLabel('Decision or action').fill('Run a second internal audit on supplier security');
    await decisionForm.getByLabel('Owner').fill('Ivy Internal');
    await decisionForm.getByLabel('Due date').fill(dayFromToday(90));
    await decisionForm.getByRole('button', { name: 'Add decision' }).click();
    await expect(decisionForm).toBeHidden();

    // The minutes read back: date, attendees, every input and the decision with its owner and due date.
    await page.reload();
    await expect(page.getByText('Complete', { exact: true })).toBeVisible();
    await expect(page.getByText('Nora New, Ivy Internal')).toBeVisible();
    for (const text of Object.values(inputs)) await expect(page.getByText(text, { exact: true })).toBeVisible();
    const decisionRow = page.getByRole('row').filter({ hasText: 'Run a second internal audit on supplier security' });
    await expect(decisionRow).toContainText('Ivy Internal');
    await expect(decisionRow).toContainText(dayFromToday(90));
    await expectNoAxeViolations(page);
  });
});
