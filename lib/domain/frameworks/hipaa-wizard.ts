import type { HipaaAnswers, HipaaChoices } from '@/lib/schemas/frameworks/hipaa-wizard';

export const hipaaSteps = ['Organization', 'Scope', 'Policies', 'Review'] as const;
export const lastHipaaStep = hipaaSteps.length;

export const hipaaMessages = {
  confirmFirst: 'Please confirm that you have reviewed the configuration.',
  activated: 'HIPAA compliance framework has been activated! You will be redirected to the implementation dashboard.',
  updated: 'Your HIPAA answers have been updated.',
};

type Choice = { value: string; label: string; description?: string; locked?: boolean };

export const organizationTypes = [
  { value: 1, label: 'Covered Entity', description: 'Health plans, clearinghouses and providers who bill electronically.' },
  { value: 2, label: 'Business Associate', description: 'Handles PHI on behalf of a covered entity.' },
  { value: 3, label: 'Subcontractor', description: 'Handles PHI on behalf of a business associate.' },
] as const;

export const sectorOptions: readonly Choice[] = [
  { value: 'hospital', label: 'Hospital' },
  { value: 'clinic', label: 'Clinic or physician practice' },
  { value: 'dental', label: 'Dental' },
  { value: 'mental-health', label: 'Mental health' },
  { value: 'pharmacy', label: 'Pharmacy' },
  { value: 'insurance', label: 'Health insurance' },
  { value: 'laboratory', label: 'Laboratory' },
  { value: 'it-services', label: 'Healthcare IT services' },
  { value: 'billing', label: 'Medical billing' },
  { value: 'other', label: 'Other' },
];

export const phiOptions: readonly Choice[] = [
  { value: 'demographic', label: 'Demographic information' },
  { value: 'medical-records', label: 'Medical records' },
  { value: 'billing', label: 'Billing and payment information' },
  { value: 'mental-health', label: 'Mental health records' },
  { value: 'genetic', label: 'Genetic information' },
];

export const ruleOptions: readonly Choice[] = [
  { value: 'privacy-rule', label: 'Privacy Rule', description: 'Required', locked: true },
  { value: 'security-rule', label: 'Security Rule', description: 'Required', locked: true },
  { value: 'breach-rule', label: 'Breach Notification Rule' },
  { value: 'enforcement-rule', label: 'Enforcement Rule' },
];

export const recordRangeOptions: readonly Choice[] = [
  { value: 'under-500', label: 'Under 500 patient records' },
  { value: '500-5000', label: '500 to 5,000 patient records' },
  { value: '5000-50000', label: '5,000 to 50,000 patient records' },
  { value: 'over-50000', label: 'Over 50,000 patient records' },
];

export const policyGroups: readonly { title: string; options: readonly Choice[] }[] = [
  {
    title: 'Administrative Safeguards',
    options: [
      { value: 'security-officer', label: 'Security officer designation', description: 'Required', locked: true },
      { value: 'workforce-training', label: 'Workforce security training' },
      { value: 'access-management', label: 'Information access management' },
      { value: 'incident-response', label: 'Security incident procedures' },
    ],
  },
  {
    title: 'Physical Safeguards',
    options: [
      { value: 'facility-access', label: 'Facility access controls' },
      { value: 'workstation-use', label: 'Workstation use and security' },
      { value: 'device-controls', label: 'Device and media controls' },
    ],
  },
  {
    title: 'Technical Safeguards',
    options: [
      { value: 'user-authentication', label: 'Unique user authentication', description: 'Required', locked: true },
      { value: 'encryption', label: 'Encryption and decryption' },
      { value: 'audit-logs', label: 'Audit logs' },
      { value: 'automatic-logoff', label: 'Automatic logoff' },
    ],
  },
];

const lockedValues = new Set(
  [...ruleOptions, ...policyGroups.flatMap((group) => group.options)].filter((o) => o.locked).map((o) => o.value),
);

/** True for the items the wizard locks on (privacy and security rules, security officer, user authentication). */
export function isLocked(value: string): boolean {
  return lockedValues.has(value);
}

/** Adds or removes a value from a multi-select; a locked value always stays selected. */
export function toggleChoice(selected: readonly string[], value: string): string[] {
  if (selected.includes(value)) return isLocked(value) ? [...selected] : selected.filter((item) => item !== value);
  return [...selected, value];
}

/** The wizard's starting choices: locked items on, the first organisation type, the smallest record range. */
export function initialHipaaChoices(): HipaaChoices {
  return {
    organizationType: 1,
    organizationName: '',
    sector: '',
    phiTypes: [],
    rules: ['privacy-rule', 'security-rule'],
    recordRange: 'under-500',
    policies: ['security-officer', 'user-authentication'],
    confirmed: false,
  };
}

/** Next step, never past the last. */
export function nextHipaaStep(step: number): number {
  return Math.min(step + 1, lastHipaaStep);
}

/** Previous step, never before the first. */
export function previousHipaaStep(step: number): number {
  return Math.max(step - 1, 1);
}

/** Each step's indicator: completed before the current step, active on it, upcoming after it. */
export function stepState(index: number, current: number): 'completed' | 'active' | 'upcoming' {
  if (index < current) return 'completed';
  return index === current ? 'active' : 'upcoming';
}

/** What Activate HIPAA does first: without the confirmation it refuses, asking for it. */
export function activateHipaa(choices: Pick<HipaaChoices, 'confirmed'>): { ok: boolean; message: string } {
  return choices.confirmed ? { ok: true, message: hipaaMessages.activated } : { ok: false, message: hipaaMessages.confirmFirst };
}

/** The answers as stored: the locked items are always included, whatever the request said. */
export function withLockedItems(answers: HipaaAnswers): HipaaAnswers {
  const add = <T extends string>(list: readonly T[], locked: readonly T[]) => [...list, ...locked.filter((value) => !list.includes(value))];
  return {
    ...answers,
    rules: add(answers.rules, ['privacy-rule', 'security-rule']),
    policies: add(answers.policies, ['security-officer', 'user-authentication']),
  };
}

/** The answers of the wizard's choices (what is stored; the confirmation is not). */
export function answersOf(choices: HipaaChoices): HipaaAnswers {
  const { organizationType, organizationName, sector, phiTypes, rules, recordRange, policies } = choices;
  return { organizationType, organizationName, sector, phiTypes, rules, recordRange, policies };
}

/** The wizard's choices to update stored answers: the answers, with the confirmation to tick again. */
export function choicesFrom(answers: HipaaAnswers): HipaaChoices {
  return { ...withLockedItems(answers), confirmed: false };
}

/** The estimated timeline of the Review summary. */
export const hipaaTimeline = '6-8 weeks';

/** The Review step's summary figures, counted from the answers (the PHI categories and policies chosen). */
export function hipaaSummaryOf(answers: Pick<HipaaAnswers, 'phiTypes' | 'policies'>): {
  phiCategories: number;
  policies: number;
  timeline: string;
} {
  return { phiCategories: answers.phiTypes.length, policies: answers.policies.length, timeline: hipaaTimeline };
}

const labelOf = (options: readonly Choice[], value: string) => options.find((option) => option.value === value)?.label ?? value;
const labelsOf = (options: readonly Choice[], values: readonly string[]) =>
  values.length === 0 ? 'None selected' : values.map((value) => labelOf(options, value)).join(', ');
const allPolicies = policyGroups.flatMap((group) => group.options);

/** The answers as label and text rows, for the Review step and the page of an active HIPAA. */
export function answerRows(answers: HipaaAnswers): { label: string; value: string }[] {
  const type = organizationTypes.find((candidate) => candidate.value === answers.organizationType)?.label ?? 'Not given';
  return [
    { label: 'Organization', value: `${answers.organizationName.trim() || 'Not given'} (${type})` },
    { label: 'Sector', value: answers.sector ? labelOf(sectorOptions, answers.sector) : 'Not selected' },
    { label: 'PHI types', value: labelsOf(phiOptions, answers.phiTypes) },
    { label: 'Rules', value: labelsOf(ruleOptions, answers.rules) },
    { label: 'Patient records', value: labelOf(recordRangeOptions, answers.recordRange) },
    { label: 'Policies', value: labelsOf(allPolicies, answers.policies) },
  ];
}
