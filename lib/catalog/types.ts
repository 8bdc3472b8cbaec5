/**
 * The control library's shapes: each framework's requirements with their official identifiers, grouped as the
 * standard groups them, and one set of controls mapped onto them (docs/control-library.md).
 */

/** One requirement of a framework: its official identifier, a short title in our words, and what it asks. */
export type Requirement = {
  /** The standard's own identifier: "CC6.1", "A.5.15", "164.308(a)(1)(ii)(A)", "Art. 30", "1798.100", "8.3.6". */
  id: string;
  title: string;
  /** HIPAA marks implementation specifications Required or Addressable; other frameworks leave it out. */
  kind?: 'required' | 'addressable';
};

/** A group of requirements as the standard presents them (a SOC 2 series, an ISO theme, a PCI principal requirement). */
export type RequirementGroup = { id: string; title: string; requirements: Requirement[] };

export type CatalogFrameworkId =
  | 'soc2'
  | 'iso27001'
  | 'hipaa'
  | 'gdpr'
  | 'ccpa'
  | 'pci-dss'
  | 'glba'
  | 'hitech'
  | 'fda-part11'
  | 'bsa-aml'
  | 'fcra'
  | 'fincen-boi'
  | 'nist-csf'
  | 'sox'
  | 'ferpa'
  | 'coppa'
  | 'can-spam'
  | 'tcpa'
  | 'fedramp'
  | 'hipaa-privacy'
  | 'ftc-hbnr'
  | 'iso27701'
  | 'uk-gdpr'
  | 'iso42001'
  | 'eu-ai-act'
  | 'nist-ai-rmf'
  | 'dora'
  | 'nis2'
  | 'va-cdpa'
  | 'co-cpa'
  | 'tx-dpsa';

/**
 * Requirements shown and scored as a framework: a framework of the control library, or one an organization made
 * (its id "custom:<uuid>").
 */
export type RequirementSet = {
  id: string;
  name: string;
  /** The edition in force that the requirements follow, e.g. "ISO/IEC 27001:2022"; a custom framework's description. */
  edition: string;
  groups: RequirementGroup[];
};

/** A framework of the control library: its edition and its requirements. */
export type LibraryFramework = RequirementSet & {
  /** The framework directory's id (lib/catalog/framework-directory.ts). */
  id: CatalogFrameworkId;
};

/** Who usually owns a control. */
export type OwnerRole =
  'Security' | 'IT' | 'Engineering' | 'HR' | 'Legal' | 'Privacy' | 'Compliance' | 'Leadership' | 'Facilities' | 'Finance';

/** One control of the unified set: implemented once, it counts for every requirement it maps to. */
export type LibraryControl = {
  /** Stable id, e.g. "AC-03". */
  id: string;
  name: string;
  /** What the control asks the organization to do, in one or two sentences. */
  asks: string;
  /** The evidence that proves it, e.g. "Quarterly access review sign-off". */
  evidence: string;
  owner: OwnerRole;
  /** The requirements it satisfies, as "<framework id>:<requirement id>", e.g. "soc2:CC6.1", "iso27001:A.5.15". */
  maps: string[];
};
