// npm run verify-package -- package.zip: recomputes the SHA-256 of every file in an auditor package and says which
// file, if any, differs from its manifest or from SHA256SUMS. Exit code 0: all match; 1: a file changed, is
// missing or was added, or SHA256SUMS disagrees; 2: wrong usage, or the file is not a readable auditor package.
import { CHECKSUMS_PATH, MANIFEST_PATH, PACKAGE_FORMAT_1, VERIFY_NOTE_PATH } from '@/lib/reports/package/manifest';
import { verifyPackage, type PackageProblem } from '@/lib/reports/package/verify';

export type CommandOutput = { log: (line: string) => void; error: (line: string) => void };

const USAGE = 'Usage: npm run verify-package -- <package.zip>';

function reason(problem: PackageProblem): string {
  switch (problem.kind) {
    case 'changed':
      return problem.detail ? `changed (its data cannot be read: ${problem.detail})` : 'changed (SHA-256 differs from the manifest)';
    case 'size':
      return `changed (${problem.actual} bytes, the manifest says ${problem.expected})`;
    case 'missing':
      return OWN_FILES.includes(problem.path)
        ? 'missing (every auditor package has one)'
        : 'missing (listed in the manifest, not in the package)';
    case 'unexpected':
      return 'unexpected (in the package, not in the manifest)';
    case 'checksum':
      return `changed (SHA-256 differs from ${CHECKSUMS_PATH})`;
    case 'checksum-list':
      return `does not agree with the package: ${problem.detail}`;
  }
}

/** The package's own files, checked through SHA256SUMS rather than the manifest. */
const OWN_FILES: readonly string[] = [VERIFY_NOTE_PATH, MANIFEST_PATH, CHECKSUMS_PATH];

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Runs the command on its arguments and returns the exit code. */
export async function verifyPackageCommand(args: readonly string[], output: CommandOutput = console): Promise<number> {
  const operands = args.filter((arg) => arg !== '--');
  if (operands.length === 1 && (operands[0] === '--help' || operands[0] === '-h')) {
    output.log(USAGE);
    return 0;
  }
  const [zipPath] = operands;
  if (operands.length !== 1 || !zipPath || zipPath.startsWith('-')) {
    output.error(USAGE);
    return 2;
  }

  const result = await verifyPackage(zipPath);
  if (result.error || !result.manifest) {
    output.error(`✗ ${result.error ?? `${zipPath} could not be checked.`}`);
    return 2;
  }

  const { manifest, problems } = result;
  output.log(
    `Auditor package: ${manifest.organization}, ${manifest.framework.name}, ${manifest.period.start} to ${manifest.period.end}, generated ${manifest.generatedAt}`,
  );
  const listed = new Set(manifest.files.map((file) => file.path));
  const ofManifest = problems.filter((problem) => listed.has(problem.path) && problem.kind !== 'checksum');
  const byPath = new Map(ofManifest.map((problem) => [problem.path, problem]));
  for (const file of manifest.files) {
    const problem = byPath.get(file.path);
    output.log(problem ? `✗ ${file.path}: ${reason(problem)}` : `✓ ${file.path}`);
  }
  const unexpected = problems.filter((problem) => problem.kind === 'unexpected');
  for (const problem of unexpected) output.log(`✗ ${problem.path}: ${reason(problem)}`);
  // Disagreements with SHA256SUMS, and the package's own files missing.
  const ofChecksums = problems.filter((problem) => !ofManifest.includes(problem) && problem.kind !== 'unexpected');
  for (const problem of ofChecksums) output.log(`✗ ${problem.path}: ${reason(problem)}`);

  const total = manifest.files.length;
  const changed = ofManifest.filter((problem) => problem.kind === 'changed' || problem.kind === 'size').length;
  const missing = ofManifest.filter((problem) => problem.kind === 'missing').length;
  const findings = [
    changed && `${changed} changed`,
    missing && `${missing} missing`,
    unexpected.length && `${unexpected.length} unexpected`,
  ].filter(Boolean);
  output.log(
    findings.length === 0
      ? `All ${count(total, 'file')} match the manifest.`
      : `${total - changed - missing} of ${count(total, 'file')} match the manifest: ${findings.join(', ')}.`,
  );
  if (manifest.format !== PACKAGE_FORMAT_1 && result.ok) output.log(`${CHECKSUMS_PATH} agrees with every file.`);
  if (ofChecksums.length > 0) output.log(`${CHECKSUMS_PATH} does not agree with the package: ${count(ofChecksums.length, 'problem')}.`);
  return result.ok ? 0 : 1;
}

if (require.main === module) {
  verifyPackageCommand(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`✗ Verification failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 2;
    },
  );
}
