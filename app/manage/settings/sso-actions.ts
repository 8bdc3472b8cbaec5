'use server';

import { memberAction } from '@/lib/actions/member-action';
import {
  addDomainSchema,
  domainIdSchema,
  enableSchema,
  oidcSettingsSchema,
  policySchema,
  samlSettingsSchema,
} from '@/lib/schemas/sso/records';
import {
  addSsoDomain,
  removeSsoDomain,
  saveOidcConnection,
  saveSamlConnection,
  saveSsoPolicy,
  setSsoEnabled,
  verifySsoDomain,
} from '@/lib/workspace/sso';

// Settings › Security › Single sign-on (administrators). Each answers the saved version, which the page reads again.

const settingsPage = () => ['/manage/settings'];

export const saveOidcAction = memberAction({
  write: saveOidcConnection,
  schema: oidcSettingsSchema,
  work: async (member, input) => {
    const saved = await saveOidcConnection(member, input);
    return { record: { version: saved.version }, message: 'OIDC connection saved. Run a test sign-in before switching it on.' };
  },
  revalidate: settingsPage,
});

export const saveSamlAction = memberAction({
  write: saveSamlConnection,
  schema: samlSettingsSchema,
  work: async (member, input) => {
    const saved = await saveSamlConnection(member, input);
    return { record: { version: saved.version }, message: 'SAML connection saved. Run a test sign-in before switching it on.' };
  },
  revalidate: settingsPage,
});

export const addDomainAction = memberAction({
  write: addSsoDomain,
  schema: addDomainSchema,
  work: async (member, input) => {
    const added = await addSsoDomain(member, input.domain);
    return { record: { id: added.id }, message: `${added.domain} added. Publish its proof, then verify it.` };
  },
  revalidate: settingsPage,
});

export const verifyDomainAction = memberAction({
  write: verifySsoDomain,
  schema: domainIdSchema,
  work: async (member, input) => {
    const verified = await verifySsoDomain(member, input.id);
    return { record: { id: verified.id }, message: `${verified.domain} is verified.` };
  },
  revalidate: settingsPage,
});

export const removeDomainAction = memberAction({
  write: removeSsoDomain,
  schema: domainIdSchema,
  work: async (member, input) => {
    const removed = await removeSsoDomain(member, input.id);
    return { record: { id: removed.id }, message: `${removed.domain} removed.` };
  },
  revalidate: settingsPage,
});

export const setSsoEnabledAction = memberAction({
  write: setSsoEnabled,
  schema: enableSchema,
  work: async (member, input) => {
    const saved = await setSsoEnabled(member, input);
    return {
      record: { version: saved.version },
      message: saved.enabled ? 'Single sign-on is on for your verified domains.' : 'Single sign-on is off.',
    };
  },
  revalidate: settingsPage,
});

export const saveSsoPolicyAction = memberAction({
  write: saveSsoPolicy,
  schema: policySchema,
  work: async (member, input) => {
    const saved = await saveSsoPolicy(member, input);
    return {
      record: { version: saved.version },
      message: saved.enforced ? 'Single sign-on is enforced: members can no longer sign in with a password.' : 'Sign-in policy saved.',
    };
  },
  revalidate: settingsPage,
});
