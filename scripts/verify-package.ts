// npm run verify-package -- package.zip: recomputes the SHA-256 of every file in an auditor package and says which
// file, if any, differs from its manifest. Exit code 0: all match; 1: a file changed, is missing or was added;
// 2: wrong usage, or the file is not a readable auditor package.
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
      return 'missing (listed in the manifest, not in the package)';
    case 'unexpected':
      return 'unexpected (in the package, not in the manifest)';
  }
}

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
  const byPath = new Map(problems.filter((problem) => problem.kind !== 'unexpected').map((problem) => [problem.path, problem]));
  for (const file of manifest.files) {
    const problem = byPath.get(file.path);
    output.log(problem ? `✗ ${file.path}: ${reason(problem)}` : `✓ ${file.path}`);
  }
  const unexpected = problems.filter((problem) => problem.kind === 'unexpected');
  for (const problem of unexpected) output.log(`✗ ${problem.path}: ${reason(problem)}`);

  const total = manifest.files.length;
  if (result.ok) {
    output.log(`All ${count(total, 'file')} match the manifest.`);
    return 0;
  }
  const changed = problems.filter((problem) => problem.kind === 'changed' || problem.kind === 'size').length;
  const missing = problems.filter((problem) => problem.kind === 'missing').length;
  const findings = [
    changed && `${changed} changed`,
    missing && `${missing} missing`,
    unexpected.length && `${unexpected.length} unexpected`,
  ].filter(Boolean);
  output.log(`${total - changed - missing} of ${count(total, 'file')} match the manifest: ${findings.join(', ')}.`);
  return 1;
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
