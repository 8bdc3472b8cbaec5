/**
 * The CAN-SPAM duties that existing controls satisfy, by control id (merged into libraryControls by
 * lib/catalog/controls.ts): the direct marketing opt-out answers the Act's opt-out duties beside the e-mail controls
 * of lib/catalog/control-domains/children-and-marketing.ts.
 */
export const canSpamMapping: Readonly<Record<string, readonly string[]>> = {
  'PRV-17': ['can-spam:§7704(a)(3)', 'can-spam:§7704(a)(4)'],
};
