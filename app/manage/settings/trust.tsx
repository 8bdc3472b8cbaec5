import { TrustSection } from '@/components/manage/trust/trust-section';
import { controlDomainNames } from '@/lib/catalog/control-domain-names';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { can } from '@/lib/domain/permissions';
import { listOrganizationFrameworks } from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';
import type { ListQuery } from '@/lib/domain/list-query';
import {
  listablePolicyIds,
  listAccessRequests,
  listApprovedDomains,
  listTrustDocuments,
  pageOfListablePolicies,
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

/**
 * Settings › Trust center: the settings, what they may choose from, the documents, and access to private ones.
 * The approved policies to list come a page at a time (`?page=`) and what a document may publish a page of the
 * records named with the search (`?q=`), so an organization of many records is not sent whole.
 */
export async function TrustCenter({ member, query }: { member: Member; query: Pick<ListQuery<never>, 'q' | 'page'> }) {
  const [settings, followed, policyPage, documents, choices, nda, manage] = await Promise.all([
    trustSettingsOf(member),
    listOrganizationFrameworks(member),
    pageOfListablePolicies(member, query.page),
    listTrustDocuments(member),
    trustDocumentChoices(member, query.q),
    trustNdaOf(member),
    accessManagement(member),
  ]);
  const listed = await listablePolicyIds(member, settings.policyIds);
  const frameworks = followed.map(({ frameworkId }) => ({ value: frameworkId, label: frameworkNames.get(frameworkId) ?? frameworkId }));
  const policies = { ...policyPage, rows: policyPage.rows.map(({ id, name }) => ({ value: id, label: name })) };
  const sources = {
    options: [
      ...choices.policies.rows.map(({ id, name }) => ({ value: `policy:${id}`, label: `Policy: ${name}` })),
      ...choices.evidence.rows.map(({ id, name }) => ({ value: `evidence:${id}`, label: `Evidence: ${name}` })),
    ],
    total: choices.policies.total + choices.evidence.total,
  };
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
      choices={{ frameworks, areas: areaOptions, policies, listed }}
      documents={documents}
      sources={sources}
      actions={actions}
      access={{ nda, manage }}
    />
  );
}
