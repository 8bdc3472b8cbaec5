/**
 * A report as content, before it is a file: what lib/reports/content builds from an organization's records and
 * what each format (PDF, Excel, Word) renders. Cells are typed, so a spreadsheet keeps numbers and dates as such.
 */
export type ReportCell = string | number | Date | null;

export type ReportTable = {
  /** The table's title (a sheet's name in Excel: at most 31 characters are used). */
  title: string;
  columns: readonly string[];
  rows: readonly (readonly ReportCell[])[];
  /** Background colours of body cells as RRGGBB, by row and column (a heat map's bands); absent or null: none. */
  fills?: readonly (readonly (string | null)[])[];
};

export type ReportSection = {
  heading: string;
  /** Plain sentences shown before the tables. */
  paragraphs: readonly string[];
  tables: readonly ReportTable[];
};

export type ReportDocument = {
  title: string;
  organizationName: string;
  /** The report kind's label (Framework, Audit, Executive, Security, Gap Analysis). */
  kind: string;
  /** The period the report covers, YYYY-MM-DD. */
  period: { start: string; end: string };
  generatedAt: Date;
  /** The notes given when the report was requested (may be empty). */
  notes: string;
  sections: readonly ReportSection[];
  /** Print the pages landscape, for tables too wide for a portrait page (PDF and Word). */
  landscape?: boolean;
};
