/** Intune's compliance states as a person reads them. */
const complianceLabels: Record<string, string> = {
  compliant: 'Compliant',
  noncompliant: 'Not compliant',
  inGracePeriod: 'In grace period',
  conflict: 'Conflicting policies',
  error: 'Error',
  unknown: 'Not evaluated',
  notApplicable: 'Not applicable',
};

export const complianceLabel = (state: string): string => complianceLabels[state] ?? state;
