import type { Page } from '@playwright/test';

/** The stat card whose label is `label` (stat cards come before other content on the page). */
export const stat = (page: Page, label: string) => page.getByText(label, { exact: true }).first().locator('xpath=..');
