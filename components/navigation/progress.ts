import NProgress from 'nprogress';

// nprogress's own template gives the bar role="bar", which is no ARIA role (axe: aria-roles); the bar is decoration.
NProgress.configure({
  showSpinner: false,
  minimum: 0.15,
  trickleSpeed: 120,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
});

/** Starts the bar when `target` is another page than the one on screen (a hash change is not a navigation). */
export function startProgressFor(target: string | URL): void {
  const url = new URL(target, window.location.href);
  if (url.origin !== window.location.origin) return;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return;
  startProgress();
}

export function startProgress(): void {
  NProgress.start();
}

export function finishProgress(): void {
  NProgress.done();
}
