import '@testing-library/jest-dom';

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
