import { expect, type Page } from '@playwright/test';

/**
 * Opens a modal by its button and checks it closes by Escape, by its Close button and by Cancel, each time
 * returning focus to the button; while open, Tab and Shift+Tab never reach the page behind it.
 */
export async function checkModalOpensAndCloses(page: Page, opener: string, title: string) {
  const button = page.getByRole('button', { name: opener, exact: true });
  const dialog = page.getByRole('dialog', { name: title });

  await button.click();
  await expect(dialog).toBeVisible();
  for (let step = 0; step < 15; step++) {
    await page.keyboard.press(step % 4 === 3 ? 'Shift+Tab' : 'Tab');
    // Focus stays in the dialog or, past its last control, leaves for the browser's own UI (body): never the page behind.
    const behind = await dialog.evaluate((element) => {
      const active = document.activeElement;
      return active !== null && active !== document.body && !element.contains(active);
    });
    expect(behind).toBe(false);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await button.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
}
