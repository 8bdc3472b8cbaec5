import { SsoSection } from '@/components/manage/settings/sso-section';
import { can } from '@/lib/domain/permissions';
import type { Member } from '@/lib/workspace/member';
import { ssoOverview } from '@/lib/workspace/sso';
import { formatDay, formatMoment } from '@/components/manage/settings/dates';
import {
  addDomainAction,
  removeDomainAction,
  saveOidcAction,
  saveSamlAction,
  saveSsoPolicyAction,
  setSsoEnabledAction,
  verifyDomainAction,
} from './sso-actions';

const actions = {
  saveOidc: saveOidcAction,
  saveSaml: saveSamlAction,
  addDomain: addDomainAction,
  verifyDomain: verifyDomainAction,
  removeDomain: removeDomainAction,
  setEnabled: setSsoEnabledAction,
  savePolicy: saveSsoPolicyAction,
};

/** Settings › Security › Single sign-on: administrators set it up; others are not shown it. */
export async function SingleSignOn({ member }: { member: Member }) {
  if (!can(member.role, 'organization.manage')) return null;
  const overview = await ssoOverview(member);
  return (
    <SsoSection
      overview={{
        ...overview,
        testedAt: overview.testedAt ? formatDay(new Date(overview.testedAt)) : null,
        metadataRefresh: {
          ...overview.metadataRefresh,
          refreshedAt: overview.metadataRefresh.refreshedAt ? formatMoment(new Date(overview.metadataRefresh.refreshedAt)) : null,
          failedAt: overview.metadataRefresh.failedAt ? formatMoment(new Date(overview.metadataRefresh.failedAt)) : null,
        },
        domains: overview.domains.map((domain) => ({
          ...domain,
          verifiedAt: domain.verifiedAt ? formatDay(new Date(domain.verifiedAt)) : null,
        })),
      }}
      actions={actions}
    />
  );
}
