import { expect, type Locator, type Page } from '@playwright/test';

/** How long a click has to show that it did something. */
const EFFECT_WINDOW_MS = 3_000;

/** A visible, enabled button of the page as first seen: its place among the page's buttons and its name. */
export type ButtonSeen = { index: number; name: string; kind: string };

/**
 * Waits for the page's load and for its DOM to stay still for a moment (hydration, effects that run once), so a
 * click lands on a page whose script listens and a later DOM change is the click's own.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = window.setTimeout(done, 300);
        const observer = new MutationObserver(() => {
          window.clearTimeout(timer);
          timer = window.setTimeout(done, 300);
        });
        const cap = window.setTimeout(done, 3_000);
        function done() {
          observer.disconnect();
          window.clearTimeout(cap);
          resolve();
        }
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
  );
}

/** Every link that a visitor sees: its raw href, where it leads and its text. */
export async function visibleLinks(page: Page): Promise<{ raw: string; url: string; text: string }[]> {
  const links = page.locator('a[href]');
  const all = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      raw: anchor.getAttribute('href') ?? '',
      url: (anchor as HTMLAnchorElement).href,
      text: (anchor.getAttribute('aria-label') || anchor.textContent || '').trim().replace(/\s+/g, ' '),
    })),
  );
  const shown: typeof all = [];
  for (const [index, link] of all.entries()) if (await links.nth(index).isVisible()) shown.push(link);
  return shown;
}

const answers = new Map<string, Promise<{ status: number; body: string }>>();

/**
 * Checks the page's visible links: each leads somewhere (no empty, '#' or javascript: href), an anchor names an
 * element of its page, and a page of this site answers 200. Targets are fetched once per worker.
 */
export async function expectLinksLeadSomewhere(page: Page, where: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const problems: string[] = [];
  for (const link of await visibleLinks(page)) {
    const label = `${where}: link "${link.text}" (href="${link.raw}")`;
    const raw = link.raw.trim();
    if (raw === '' || raw === '#' || raw.toLowerCase().startsWith('javascript:')) {
      problems.push(`${label} points at nothing`);
      continue;
    }
    const target = new URL(link.url);
    if (target.origin !== origin) continue;
    const hash = decodeURIComponent(target.hash.slice(1));
    target.hash = '';
    const samePage = target.href === new URL(page.url()).href.replace(/#.*$/, '');
    if (samePage && hash) {
      const found = await page.evaluate((id) => document.getElementById(id) !== null, hash);
      if (!found) problems.push(`${label} names an anchor that is not on the page`);
      continue;
    }
    let answer = answers.get(target.href);
    if (!answer) {
      answer = page.request.get(target.href, { maxRedirects: 5 }).then(async (response) => ({
        status: response.status(),
        body: response.headers()['content-type']?.includes('text/html') ? await response.text() : '',
      }));
      answers.set(target.href, answer);
    }
    const { status, body } = await answer;
    if (status !== 200) problems.push(`${label} answers ${status}`);
    else if (hash && body && !body.includes(`id="${hash}"`)) problems.push(`${label} names an anchor that its page does not have`);
  }
  expect(problems, `links that lead nowhere on ${where}`).toEqual([]);
}

/** The visible, enabled buttons inside `scope` (the whole page or its main landmark), in DOM order. */
export async function visibleButtons(page: Page, scope: Locator): Promise<ButtonSeen[]> {
  const buttons = scope.getByRole('button');
  const seen: ButtonSeen[] = [];
  const count = await buttons.count();
  for (let index = 0; index < count; index++) {
    const button = buttons.nth(index);
    if (!(await button.isVisible()) || !(await button.isEnabled())) continue;
    const name = await nameOf(button);
    const look = await button.evaluate((element) => `${element.tagName}.${element.getAttribute('class') ?? ''}`);
    seen.push({ index, name, kind: `${look}|${name.split(/[\s:]/)[0]}` });
  }
  return seen;
}

async function nameOf(button: Locator): Promise<string> {
  return button.evaluate((element) =>
    (
      element.getAttribute('aria-label') ||
      element.textContent ||
      (element as HTMLInputElement).value ||
      element.getAttribute('title') ||
      ''
    )
      .trim()
      .replace(/\s+/g, ' '),
  );
}

/** Finds again, after a reload, the button first seen at `seen`: the same place and name, else the first of that name. */
export async function findAgain(scope: Locator, seen: ButtonSeen): Promise<Locator | null> {
  const buttons = scope.getByRole('button');
  const atPlace = buttons.nth(seen.index);
  if ((await atPlace.count()) && (await nameOf(atPlace)) === seen.name && (await atPlace.isVisible())) return atPlace;
  const count = await buttons.count();
  for (let index = 0; index < count; index++) {
    const button = buttons.nth(index);
    if ((await nameOf(button)) === seen.name && (await button.isVisible())) return button;
  }
  return null;
}

type PageWatch = { effect: () => string | null };

declare global {
  interface Window {
    __controlWatch?: PageWatch;
  }
}

/**
 * Starts watching the page for what a click can do: any change of the DOM outside the toast region (and outside
 * tooltips and Next's route announcer), of a form field's value or state, or a native 'invalid' event.
 */
async function watchPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const ignored = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      return Boolean(element?.closest('[data-toasts], [role="tooltip"], next-route-announcer'));
    };
    const fields = () =>
      Array.from(document.querySelectorAll<HTMLInputElement>('input, select, textarea'))
        .filter((field) => !ignored(field))
        .map((field) => `${field.name}=${field.value}/${field.checked}`)
        .join('\n');
    const before = fields();
    let changed: string | null = null;
    let invalid = false;
    const observer = new MutationObserver((records) => {
      const record = records.find((one) => !ignored(one.target));
      if (record && !changed) changed = `the page changed (${record.type} of <${(record.target as Element).nodeName?.toLowerCase()}>)`;
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    document.addEventListener('invalid', () => (invalid = true), { capture: true });
    window.__controlWatch = {
      effect: () => changed ?? (fields() !== before ? 'a form field changed' : invalid ? 'the form reported invalid fields' : null),
    };
  });
}

/**
 * Clicks `button` and waits up to a few seconds for something real: a new URL, a dialog, a download, a new page,
 * a request that is not a plain read of an asset or a prefetch, or a change of the page outside the toast region.
 * Returns what happened, or null when nothing but (at most) a toast did.
 */
export async function clickAndSeeEffect(page: Page, button: Locator): Promise<string | null> {
  const url = page.url();
  let outside: string | null = null;
  const onRequest = (request: import('@playwright/test').Request) => {
    const prefetch = request.headers()['next-router-prefetch'];
    const read = request.method() === 'GET' || request.method() === 'HEAD';
    const asset = ['stylesheet', 'image', 'font', 'script', 'media'].includes(request.resourceType());
    if (!read) outside ??= `it sent ${request.method()} ${new URL(request.url()).pathname}`;
    else if (!asset && !prefetch && request.resourceType() !== 'other') outside ??= `it fetched ${new URL(request.url()).pathname}`;
  };
  const onDownload = () => (outside ??= 'a download started');
  const onPopup = () => (outside ??= 'a new page opened');
  // A file input's answer is the browser's file chooser (an upload form shown on its page rather than in a dialog).
  const onFileChooser = () => (outside ??= 'a file chooser opened');
  const onDialog = (dialog: import('@playwright/test').Dialog) => {
    outside ??= `the browser asked "${dialog.message()}"`;
    void dialog.dismiss();
  };
  await watchPage(page);
  page.on('request', onRequest);
  page.on('download', onDownload);
  page.on('popup', onPopup);
  page.on('filechooser', onFileChooser);
  page.on('dialog', onDialog);
  try {
    await button.click({ timeout: 5_000 });
    const deadline = Date.now() + EFFECT_WINDOW_MS;
    while (Date.now() < deadline) {
      if (outside) return outside;
      if (page.url() !== url) return `the page went to ${page.url()}`;
      const inPage = await page.evaluate(() => window.__controlWatch?.effect() ?? null).catch(() => 'the page was replaced');
      if (inPage) return inPage;
      await page.waitForTimeout(100);
    }
    return outside ?? (page.url() !== url ? `the page went to ${page.url()}` : null);
  } finally {
    page.off('request', onRequest);
    page.off('download', onDownload);
    page.off('popup', onPopup);
    page.off('filechooser', onFileChooser);
    page.off('dialog', onDialog);
  }
}
