import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe (WCAG 2.x A and AA, best practices) once navigation has settled and expects no violations. */
export async function expectNoAxeViolations(page: Page) {
  // The navigation progress bar is transient, and the title is streamed after the page's content on a client
  // navigation: scan the settled page.
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Waits until no CSS transition is running: axe reads an element's colours as they are drawn, so a button still
 * fading to its pressed colours fails a contrast check its final colours pass.
 */
export async function transitionsSettled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}
