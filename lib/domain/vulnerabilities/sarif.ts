import { z } from '@/lib/schemas/zod';
import { severityOf, severityOfScore, type Severity } from './rules';
import type { ReportedFinding } from './sync';

/**
 * A SARIF 2.1.0 log (OASIS), as a scanner in CI writes it, read into findings: one list per run, named after the
 * run's tool. A result's identifier is its rule id (a CVE for dependency scanners); its severity the rule's
 * `security-severity` score when given (GitHub's convention), else the result's or the rule's level.
 */

/** Why a file is not a SARIF log the product can read, in a sentence. */
export class SarifError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SarifError';
  }
}

const text = z.object({ text: z.string().optional() }).optional();
const level = z.enum(['none', 'note', 'warning', 'error']).optional();

const ruleSchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  shortDescription: text,
  fullDescription: text,
  helpUri: z.string().optional(),
  defaultConfiguration: z.object({ level }).optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
});

const resultSchema = z.object({
  ruleId: z.string().optional(),
  ruleIndex: z.number().int().min(0).optional(),
  rule: z.object({ id: z.string().optional(), index: z.number().int().min(0).optional() }).optional(),
  level,
  message: text,
  properties: z.record(z.string(), z.unknown()).optional(),
});

const runSchema = z.object({
  tool: z.object({ driver: z.object({ name: z.string().min(1), rules: z.array(ruleSchema).optional() }) }),
  results: z.array(resultSchema).optional(),
  versionControlProvenance: z.array(z.object({ repositoryUri: z.string() })).optional(),
});

const logSchema = z.object({ version: z.literal('2.1.0'), runs: z.array(runSchema) });

type Rule = z.infer<typeof ruleSchema>;
type Result = z.infer<typeof resultSchema>;

/** One run of the log: its tool, the repository it names (if any) and its findings. */
export type SarifRun = { tool: string; asset: string; findings: ReportedFinding[]; skipped: number };

function scoreOf(properties: Record<string, unknown> | undefined): number | null {
  const raw = properties?.['security-severity'];
  const score = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isFinite(score) && score >= 0 && score <= 10 ? score : null;
}

function severityFor(result: Result, rule: Rule | undefined): Severity {
  const score = scoreOf(result.properties) ?? scoreOf(rule?.properties);
  if (score !== null) return severityOfScore(score);
  return severityOf(result.level ?? rule?.defaultConfiguration?.level ?? 'warning') ?? 'medium';
}

function findingOf(result: Result, rules: readonly Rule[], asset: string): ReportedFinding | null {
  const index = result.ruleIndex ?? result.rule?.index;
  const id = result.ruleId ?? result.rule?.id ?? (index !== undefined ? rules[index]?.id : undefined);
  if (!id) return null;
  const rule = rules.find((candidate) => candidate.id === id) ?? (index !== undefined ? rules[index] : undefined);
  const title = rule?.shortDescription?.text ?? rule?.name ?? result.message?.text ?? id;
  return {
    asset,
    identifier: id.slice(0, 200),
    title: title.slice(0, 300),
    severity: severityFor(result, rule),
    ...(rule?.helpUri && /^https?:\/\//.test(rule.helpUri) ? { url: rule.helpUri } : {}),
  };
}

/** The first problem zod found, with where it is ("runs.0.tool.driver.name: …"). */
function problemOf(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const where = issue.path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/**
 * The runs of a SARIF 2.1.0 log given as text, each result a finding on `asset` (or, without one, on the
 * repository the run names); refused with a SarifError naming what is wrong: not JSON, not SARIF 2.1.0, a run
 * without an asset. A result without a rule id is skipped and counted.
 */
export function parseSarif(source: string, asset: string | null): SarifRun[] {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    throw new SarifError(`The file is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof json !== 'object' || json === null || (json as { version?: unknown }).version !== '2.1.0') {
    throw new SarifError('The file is not a SARIF 2.1.0 log: its "version" must be "2.1.0".');
  }
  const parsed = logSchema.safeParse(json);
  if (!parsed.success) throw new SarifError(`The SARIF log could not be read: ${problemOf(parsed.error)}`);
  return parsed.data.runs.map((run, index) => {
    const repository = run.versionControlProvenance?.[0]?.repositoryUri ?? null;
    const runAsset = asset ?? repository;
    if (!runAsset) {
      throw new SarifError(`Run ${index + 1} names no repository: send the asset the scan covers in the "asset" field.`);
    }
    const rules = run.tool.driver.rules ?? [];
    const results = run.results ?? [];
    const findings = results.map((result) => findingOf(result, rules, runAsset.slice(0, 200)));
    return {
      tool: run.tool.driver.name.slice(0, 80),
      asset: runAsset.slice(0, 200),
      findings: findings.filter((finding): finding is ReportedFinding => finding !== null),
      skipped: findings.filter((finding) => finding === null).length,
    };
  });
}
