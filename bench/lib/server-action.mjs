// Calls a signed-in screen's server action over HTTP as the browser does: the action's id read from the build's
// manifest, its arguments encoded by React's own encodeReply, posted to the page that serves it with the session
// cookie; answers the form state the action returned.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './server.mjs';

const { encodeReply } = createRequire(import.meta.url)('next/dist/compiled/react-server-dom-turbopack/client.node.js');

let manifest;

/** The id of the action `name` exported by `file` (a path from the project's root), from the production build. */
function actionId(file, name) {
  manifest ??= JSON.parse(readFileSync(join(root, '.next', 'server', 'server-reference-manifest.json'), 'utf8'));
  const found = Object.entries(manifest.node).find(([, action]) => action.filename === file && action.exportedName === name);
  if (!found) throw new Error(`The build has no server action ${name} in ${file}.`);
  return found[0];
}

/** The first object of the answer shaped as a form state ({ status, ... }), searched through every row. */
function formStateIn(value) {
  if (value === null || typeof value !== 'object') return undefined;
  if (value.status === 'success' || value.status === 'error') return value;
  for (const inner of Object.values(value)) {
    const found = formStateIn(inner);
    if (found) return found;
  }
  return undefined;
}

/** A form's fields as the browser posts them; an array is a field sent once per value. */
export function formOf(fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return form;
}

/**
 * Posts the action to `path` (a page whose screen uses it) with `args` (a form action's are [previous state, form],
 * an object action's [object]) and answers its successful form state; a refusal or any other answer throws.
 */
export async function callAction(origin, cookie, path, { file, name }, args) {
  const body = await encodeReply(args);
  const response = await fetch(origin + path, {
    method: 'POST',
    headers: {
      cookie,
      Origin: origin,
      Accept: 'text/x-component',
      'Next-Action': actionId(file, name),
      ...(typeof body === 'string' ? { 'Content-Type': 'text/plain;charset=UTF-8' } : {}),
    },
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  const rows = text.split('\n').flatMap((line) => {
    const json = /^[0-9a-f]+:(\{.*\})$/.exec(line)?.[1];
    return json ? [JSON.parse(json)] : [];
  });
  const state = formStateIn(rows);
  if (response.status !== 200 || state?.status !== 'success') {
    const reason = state?.formError ?? JSON.stringify(state?.fieldErrors ?? text.slice(0, 300));
    throw new Error(`${name} on ${path} answered ${response.status}: ${reason}`);
  }
  return state;
}
