/** A Yes / No / Not applicable answer, as the answer engine names it. */
export type YesNoKind = 'yes' | 'no' | 'not-applicable';

const SPELLINGS: Record<YesNoKind, readonly string[]> = {
  yes: ['yes', 'y', 'true', 'compliant', 'fully compliant', 'implemented', 'in place'],
  no: ['no', 'n', 'false', 'not compliant', 'non-compliant', 'non compliant', 'not implemented', 'not in place'],
  'not-applicable': ['n/a', 'na', 'n.a.', 'not applicable', 'not-applicable'],
};

/** How the kind is written where the sheet offers no list of its own. */
export const YES_NO_WORDS: Record<YesNoKind, string> = { yes: 'Yes', no: 'No', 'not-applicable': 'N/A' };

const fold = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The dropdown value that says `kind`, spelled exactly as the list spells it ("YES", "Yes", "Y", "N/A", "Not
 * applicable" ...), or null when the list has none: a cell with a dropdown takes only the list's values.
 */
export function dropdownChoice(values: readonly string[], kind: YesNoKind): string | null {
  for (const spelling of SPELLINGS[kind]) {
    const found = values.find((value) => fold(value) === spelling);
    if (found !== undefined) return found;
  }
  return null;
}

/** The Yes / No / N/A word an answer starts with ("Yes. We enforce MFA ..." is yes), or null. */
export function leadingYesNo(answer: string): YesNoKind | null {
  const start = fold(answer);
  if (/^(n\/a|n\.a\.|not applicable)(?![a-z])/.test(start)) return 'not-applicable';
  if (/^yes(?![a-z])/.test(start)) return 'yes';
  if (/^no(?![a-z])/.test(start)) return 'no';
  return null;
}
