import { TrustSection } from '@/components/manage/trust/trust-section';
import { controlDomainNames } from '@/lib/catalog/control-domain-names';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { can } from '@/lib/domain/permissions';
import { listOrganizationFrameworks } from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';
import {
  listAccessRequests,
  listApprovedDomains,
  listTrustDocuments,
  trustDocumentChoices,
  trustNdaOf,
  trustSettingsOf,
} from '@/lib/workspace/trust';
import {
  addTrustDomainAction,
  approveTrustAccessAction,
  declineTrustAccessAction,
  removeTrustDomainAction,
  revokeTrustAccessAction,
  saveTrustNdaAction,
} from './trust-access-actions';
import { addTrustDocumentAction, publishTrustPageAction, removeTrustDocumentAction, saveTrustSettingsAction } from './trust-actions';

const frameworkNames = new Map(frameworkDirectory.map((framework) => [framework.id, framework.name]));
const areaOptions = Object.entries(controlDomainNames).map(([value, label]) => ({ value, label }));

/** What administrators manage of the access to private documents: the approved domains and the requests. */
async function accessManagement(member: Member) {
  if (!can(member.role, 'organization.manage')) return null;
  const [domains, requests] = await Promise.all([listApprovedDomains(member), listAccessRequests(member)]);
  return {
    saveNda: saveTrustNdaAction,
    domains,
    domainActions: { add: addTrustDomainAction, remove: removeTrustDomainAction },
    requests,
    decisions: { approve: approveTrustAccessAction, decline: declineTrustAccessAction, revoke: revokeTrustAccessAction },
  };
}

/** Settings › Trust center: the settings, what they may choose from, the documents, and access to private ones. */
export async function TrustCenter({ member }: { member: Member }) {
  const [settings, followed, documents, choices, nda, manage] = await Promise.all([
    trustSettingsOf(member),
    listOrganizationFrameworks(member),
    listTrustDocuments(member),
    trustDocumentChoices(member),
    trustNdaOf(member),
    accessManagement(member),
  ]);
  const frameworks = followed.map(({ frameworkId }) => ({ value: frameworkId, label: frameworkNames.get(frameworkId) ?? frameworkId }));
  const policies = choices.policies.map(({ id, name }) => ({ value: id, label: name }));
  const sources = [
    ...choices.policies.map(({ id, name }) => ({ value: `policy:${id}`, label: `Policy: ${name}` })),
    ...choices.evidence.map(({ id, name }) => ({ value: `evidence:${id}`, label: `Evidence: ${name}` })),
  ];
  const actions = can(member.role, 'organization.manage')
    ? {
        save: saveTrustSettingsAction,
        publish: publishTrustPageAction,
        addDocument: addTrustDocumentAction,
        removeDocument: removeTrustDocumentAction,
      }
    : null;
  return (
    <TrustSection
      settings={settings}
      choices={{ frameworks, areas: areaOptions, policies }}
      documents={documents}
      sources={sources}
      actions={actions}
      access={{ nda, manage }}
    />
  );
}
