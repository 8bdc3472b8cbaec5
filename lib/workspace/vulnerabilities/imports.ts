import 'server-only';
import { CsvFindingsError, parseFindingsCsv } from '@/lib/domain/vulnerabilities/csv';
import { parseSarif, SarifError } from '@/lib/domain/vulnerabilities/sarif';
import { WorkspaceError, type Member } from '../member';
import { applySourceReports, type ReportOutcome } from './report';

/** A file of findings as an upload gives it: SARIF 2.1.0 or CSV, its text, and what it covers. */
export type FindingsFile = {
  format: 'sarif' | 'csv';
  text: string;
  /** The asset a SARIF scan covers (else the repository its runs name). */
  asset: string | null;
  /** The name of the CSV's source ("csv" when none), so its next complete file closes what it no longer lists. */
  source: string | null;
  /** The file lists everything its source finds now: findings of that source it no longer lists are fixed. */
  complete: boolean;
};

export type ImportOutcome = { reports: ReportOutcome[]; rejected: string[]; skipped: number };

/** A file that cannot be read at all: the reason, as a 400 of the API or the form's message. */
export class UnreadableFindingsFile extends WorkspaceError {
  constructor(message: string) {
    super('invalid', message);
    this.name = 'UnreadableFindingsFile';
  }
}

/**
 * Records the findings of a SARIF or CSV file (members, admins, a read-write API key): each SARIF run is the
 * report of its tool on its asset (source `sarif:<tool>:<asset>`), a CSV the report of its named source
 * (`csv:<source>`). A file that cannot be read is refused whole (UnreadableFindingsFile); a CSV line that cannot
 * be read is left out and named in `rejected`.
 */
export async function importFindingsFile(member: Member, file: FindingsFile, now = new Date()): Promise<ImportOutcome> {
  try {
    if (file.format === 'sarif') {
      const runs = parseSarif(file.text, file.asset);
      const reports = runs.map((run) => ({
        source: `sarif:${run.tool}:${run.asset}`,
        complete: file.complete,
        findings: run.findings,
      }));
      const skipped = runs.reduce((total, run) => total + run.skipped, 0);
      return { reports: await applySourceReports(member, reports, now), rejected: [], skipped };
    }
    const { findings, rejected } = parseFindingsCsv(file.text);
    if (findings.length === 0 && rejected.length > 0) {
      throw new UnreadableFindingsFile(`No line of the file could be read. ${rejected.slice(0, 5).join(' ')}`);
    }
    const report = { source: `csv:${file.source || 'csv'}`, complete: file.complete, findings };
    return { reports: await applySourceReports(member, [report], now), rejected, skipped: 0 };
  } catch (error) {
    if (error instanceof SarifError || error instanceof CsvFindingsError) throw new UnreadableFindingsFile(error.message);
    throw error;
  }
}
