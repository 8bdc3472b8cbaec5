import type { PolicyTemplate, PolicyTemplateId } from '@/lib/schemas/policies/records';
import { accessControlTemplate } from './access-control';
import { backupRecoveryTemplate } from './backup-recovery';
import { hipaaAccessManagementTemplate } from './hipaa-access-management';
import { hipaaIncidentResponseTemplate } from './hipaa-incident-response';
import { hipaaSecurityOfficerTemplate } from './hipaa-security-officer';
import { hipaaWorkforceTrainingTemplate } from './hipaa-workforce-training';
import { informationSecurityTemplate } from './information-security';
import { privacyTemplate } from './privacy';

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

const allTemplates = [...policyTemplates, ...hipaaPolicyTemplates];

/** The template with `id`, or undefined. */
export function policyTemplate(id: string): PolicyTemplate | undefined {
  return allTemplates.find((template) => template.id === (id as PolicyTemplateId));
}

/** A template's text for one organization: every `{{organization}}` becomes its name. */
export function filledTemplateBody(template: Pick<PolicyTemplate, 'body'>, organizationName: string): string {
  return template.body.replaceAll('{{organization}}', organizationName.trim() || 'the organization');
}
