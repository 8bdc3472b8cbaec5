/**
 * The SOX IT general controls that existing controls of the library satisfy, by control id (merged into
 * libraryControls by lib/catalog/controls.ts). Controls made for SOX alone carry their keys themselves
 * (lib/catalog/control-domains/financial-reporting.ts).
 */
export const soxMapping: Readonly<Record<string, readonly string[]>> = {
  'AUD-01': ['sox:404-GOV-1'],
  'AUD-02': ['sox:404-GOV-2'],
  'AST-01': ['sox:404-GOV-3'],
  'RSK-02': ['sox:404-GOV-4'],
  'RSK-04': ['sox:404-GOV-4'],
  'VEN-03': ['sox:404-GOV-5'],
  'AUD-04': ['sox:404-GOV-6'],
  'AC-02': ['sox:404-AC-1'],
  'HR-05': ['sox:404-AC-2'],
  'AC-03': ['sox:404-AC-3'],
  'AC-07': ['sox:404-AC-4', 'sox:404-AC-7'],
  'GOV-05': ['sox:404-AC-5', 'sox:404-CM-3'],
  'AC-05': ['sox:404-AC-6'],
  'AC-06': ['sox:404-AC-6'],
  'AC-01': ['sox:404-AC-7'],
  'AC-08': ['sox:404-AC-8'],
  'SDL-05': ['sox:404-CM-1', 'sox:404-CM-2', 'sox:404-CM-4', 'sox:404-CM-5'],
  'SDL-04': ['sox:404-CM-2'],
  'SDL-06': ['sox:404-CM-3'],
  'OPS-07': ['sox:404-CM-5'],
  'BCP-04': ['sox:404-OP-3'],
  'BCP-05': ['sox:404-OP-3'],
  'OPS-10': ['sox:404-OP-4'],
  'INC-01': ['sox:404-OP-5'],
  'INC-02': ['sox:404-OP-5'],
  'PHY-02': ['sox:404-OP-6'],
};
