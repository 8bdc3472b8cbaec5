// The DOM matchers (toBeInTheDocument…) only where there is a DOM: in a `@jest-environment node` file they would match
// nothing, and loading them (aria-query and its ~170 modules) cost every such file about a tenth of a second.
// Their types come from tsconfig.json's `types`, so a DOM matcher in a node file fails as "not a function", never silently.
// eslint-disable-next-line @typescript-eslint/no-require-imports
if (typeof document !== 'undefined') require('@testing-library/jest-dom');

// jsdom has <dialog> without showModal() and close(): they toggle its `open` attribute here, as a browser does.
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// The stand-ins of GitHub, Okta and AWS listen on 127.0.0.1 over http: the operator's allowance of that host, as a
// deployment with a private GitHub Enterprise Server would set it.
process.env.OUTBOUND_ALLOWED_HOSTS = '127.0.0.1';
