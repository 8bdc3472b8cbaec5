/**
 * What the framework settings that act on more than the framework's status actually do, said under each of them:
 * what runs, and where nothing does yet, that nothing does.
 */

/** What the settings screen is told by the server beyond the settings themselves. */
export type SettingsFacts = {
  /** When the next automatic report falls due (ISO time), while automatic report generation is saved on. */
  nextAutomaticReport: string | null;
  /** The server's database: the embedded one in the data folder, or PostgreSQL. */
  database: 'embedded' | 'postgres';
  /** The organization's connected integrations: provider id → the account connected. */
  connections: Readonly<Record<string, string>>;
};

export const unknownFacts: SettingsFacts = { nextAutomaticReport: null, database: 'embedded', connections: {} };

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const AUTO_REPORTS =
  'While on, a framework report in the default format is generated once every compliance period (counted from the ' +
  'last one, or from when this was saved on); each Report Distribution address then receives a link to download it ' +
  '(sign-in needed).';

/** Under Automatic Report Generation: when the next report falls due (once saved on), and what happens then. */
export function autoReportsNote(facts: SettingsFacts): string {
  const next = facts.nextAutomaticReport ? new Date(facts.nextAutomaticReport) : null;
  if (!next || Number.isNaN(next.getTime())) return AUTO_REPORTS;
  return `Next automatic report: ${dayFormat.format(next)}. ${AUTO_REPORTS}`;
}

export const reportTemplateNote = 'Report files have one layout for now: the template is kept for when they can differ.';

export const dataRetentionNote =
  'Reports older than this are deleted with their files. When several frameworks set a period, the longest applies.';

/** Under Automatic Backup: what the server backs up, whatever the switch says (one database serves every organization). */
export function autoBackupNote(facts: SettingsFacts): string {
  return facts.database === 'embedded'
    ? 'The server backs up its whole database once a day and keeps the newest seven, for every organization on it, ' +
        'whether this is on or off: backups are the server operator’s decision, not one organization’s.'
    : 'This server keeps its data in PostgreSQL: whoever runs that database makes the backups, whether this is on or off.';
}

export const apiAccessNote =
  'On: the organization’s API keys can read this framework, its controls and its evidence through /api/v1, and read-write keys can upload evidence for it. Off: the API does not list it and answers its id as not found.';

export const controlFailuresNote =
  'On: when a daily run or Run now finds an integration check newly failing on one of this framework’s controls, each administrator gets a letter naming it, what failed and the controls at risk. A check still failing, or under an exception, is not written about again.';
