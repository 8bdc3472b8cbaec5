import type { PolicyTemplate, PolicyTemplateId } from '@/lib/schemas/policies/records';
import { acceptableUseTemplate } from './acceptable-use';
import { accessControlTemplate } from './access-control';
import { assetManagementTemplate } from './asset-management';
import { awarenessTrainingTemplate } from './awareness-training';
import { backupRecoveryTemplate } from './backup-recovery';
import { breachNotificationTemplate } from './breach-notification';
import { businessContinuityTemplate } from './business-continuity';
import { capacityManagementTemplate } from './capacity-management';
import { changeManagementTemplate } from './change-management';
import { cleanDeskTemplate } from './clean-desk';
import { cloudSecurityTemplate } from './cloud-security';
import { codeOfConductTemplate } from './code-of-conduct';
import { configurationManagementTemplate } from './configuration-management';
import { cryptographyTemplate } from './cryptography';
import { dataClassificationTemplate } from './data-classification';
import { dataRetentionTemplate } from './data-retention';
import { disasterRecoveryTemplate } from './disaster-recovery';
import { emailSecurityTemplate } from './email-security';
import { endpointSecurityTemplate } from './endpoint-security';
import { hipaaAccessManagementTemplate } from './hipaa-access-management';
import { hipaaIncidentResponseTemplate } from './hipaa-incident-response';
import { hipaaSecurityOfficerTemplate } from './hipaa-security-officer';
import { hipaaWorkforceTrainingTemplate } from './hipaa-workforce-training';
import { hrSecurityTemplate } from './hr-security';
import { informationSecurityTemplate } from './information-security';
import { informationTransferTemplate } from './information-transfer';
import { keyManagementTemplate } from './key-management';
import { loggingMonitoringTemplate } from './logging-monitoring';
import { mediaDisposalTemplate } from './media-disposal';
import { mobileDeviceTemplate } from './mobile-device';
import { networkSecurityTemplate } from './network-security';
import { passwordTemplate } from './password';
import { patchManagementTemplate } from './patch-management';
import { physicalSecurityTemplate } from './physical-security';
import { privacyTemplate } from './privacy';
import { privilegedAccessTemplate } from './privileged-access';
import { recordsManagementTemplate } from './records-management';
import { remoteWorkTemplate } from './remote-work';
import { riskManagementTemplate } from './risk-management';
import { secureDevelopmentTemplate } from './secure-development';
import { softwareLicensingTemplate } from './software-licensing';
import { thirdPartyRiskTemplate } from './third-party-risk';
import { vulnerabilityManagementTemplate } from './vulnerability-management';
import { whistleblowerTemplate } from './whistleblower';

/** The four template cards of the policies screen (ids security, privacy, backup, access). */
export const policyTemplates: readonly PolicyTemplate[] = [
  informationSecurityTemplate,
  privacyTemplate,
  backupRecoveryTemplate,
  accessControlTemplate,
];

/** The HIPAA administrative safeguard policies the activation wizard offers, by the wizard's choice. */
export const hipaaPolicyTemplates: readonly PolicyTemplate[] = [
  hipaaSecurityOfficerTemplate,
  hipaaWorkforceTrainingTemplate,
  hipaaAccessManagementTemplate,
  hipaaIncidentResponseTemplate,
];

/**
 * The rest of a security programme's policies, listed under the cards: each named as the policy a company keeps
 * under that name, so an organization's policy of the same name can start from it.
 */
export const programmePolicyTemplates: readonly PolicyTemplate[] = [
  secureDevelopmentTemplate,
  changeManagementTemplate,
  configurationManagementTemplate,
  vulnerabilityManagementTemplate,
  patchManagementTemplate,
  loggingMonitoringTemplate,
  networkSecurityTemplate,
  cloudSecurityTemplate,
  capacityManagementTemplate,
  cryptographyTemplate,
  keyManagementTemplate,
  dataClassificationTemplate,
  dataRetentionTemplate,
  mediaDisposalTemplate,
  informationTransferTemplate,
  recordsManagementTemplate,
  breachNotificationTemplate,
  emailSecurityTemplate,
  acceptableUseTemplate,
  assetManagementTemplate,
  cleanDeskTemplate,
  codeOfConductTemplate,
  endpointSecurityTemplate,
  mobileDeviceTemplate,
  remoteWorkTemplate,
  physicalSecurityTemplate,
  hrSecurityTemplate,
  businessContinuityTemplate,
  disasterRecoveryTemplate,
  riskManagementTemplate,
  thirdPartyRiskTemplate,
  awarenessTrainingTemplate,
  whistleblowerTemplate,
  passwordTemplate,
  privilegedAccessTemplate,
  softwareLicensingTemplate,
];

const allTemplates = [...policyTemplates, ...hipaaPolicyTemplates, ...programmePolicyTemplates];

/** The template with `id`, or undefined. */
export function policyTemplate(id: string): PolicyTemplate | undefined {
  return allTemplates.find((template) => template.id === (id as PolicyTemplateId));
}

/** A template's text for one organization: every `{{organization}}` becomes its name. */
export function filledTemplateBody(template: Pick<PolicyTemplate, 'body'>, organizationName: string): string {
  return template.body.replaceAll('{{organization}}', organizationName.trim() || 'the organization');
}
