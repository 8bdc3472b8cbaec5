import { CHECKSUMS_PATH, MANIFEST_PATH, type PackageManifest } from './manifest';

/** The text of VERIFY.txt, which tells an auditor how to check the package with their system's own tools: plain UTF-8 with `\n` line ends, which current text editors show as lines. */
export function verifyNoteText(manifest: Pick<PackageManifest, 'organization' | 'framework' | 'period' | 'generatedAt'>): string {
  return [
    'How to check this auditor package',
    '=================================',
    '',
    `Organization: ${manifest.organization}`,
    `Framework: ${manifest.framework.name}`,
    `Period: ${manifest.period.start} to ${manifest.period.end}`,
    `Generated: ${manifest.generatedAt}`,
    '',
    `${CHECKSUMS_PATH} lists the SHA-256 of every other file in this package. Unzip the package, open a`,
    `terminal in the folder that holds ${CHECKSUMS_PATH} and run:`,
    '',
    `  Linux:  sha256sum -c ${CHECKSUMS_PATH}`,
    `  macOS:  shasum -a 256 -c ${CHECKSUMS_PATH}`,
    '',
    'Each unchanged file is listed with "OK". A changed file is listed with "FAILED", a missing one with',
    '"FAILED open or read", and the command then ends with an error. Files added to the folder are not',
    `listed in ${CHECKSUMS_PATH}: compare the folder with its list of files.`,
    '',
    'File names are stored in UTF-8. Unzip in a terminal or tool that keeps them (a UTF-8 locale, the',
    'default on current Linux and macOS) so that names with accents match their lines.',
    '',
    `${MANIFEST_PATH} describes the package: the organization, the framework, the period covered and when`,
    'it was generated, then for each file (approved policies as PDF, evidence files, the control matrix,',
    'the control coverage) its path, size in bytes, SHA-256 and the record it comes from: the policy or',
    'evidence item, its name and version.',
    '',
    'control-coverage.csv gives, per control, the days of the period on which it had verified evidence',
    'current or its automated checks passing (a failing check leaves the day uncovered), and the gaps.',
    '',
  ].join('\n');
}
