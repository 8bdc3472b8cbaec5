import { CsvFindingsError, parseFindingsCsv } from '@/lib/domain/vulnerabilities/csv';

describe('findings from CSV', () => {
  it('reads good lines and names each bad one with its line number', () => {
    const csv = [
      'Asset,Identifier,Severity,Title,First Seen,URL',
      'acme/web,CVE-2026-1,High,lodash,2026-03-01,https://nvd.nist.gov/vuln/detail/CVE-2026-1',
      'acme/web,,high,no id,,',
      'acme/api,CVE-2026-2,urgent,bad severity,,',
      'acme/api,CVE-2026-3,moderate,,2026-02-30,',
      'acme/api,CVE-2026-4,low,,,javascript:alert(1)',
      "acme/api,'=CVE-2026-5,low,guarded,,",
    ].join('\n');
    const { findings, rejected } = parseFindingsCsv(csv);
    expect(findings).toEqual([
      {
        asset: 'acme/web',
        identifier: 'CVE-2026-1',
        severity: 'high',
        title: 'lodash',
        firstSeenOn: '2026-03-01',
        url: 'https://nvd.nist.gov/vuln/detail/CVE-2026-1',
      },
      { asset: 'acme/api', identifier: '=CVE-2026-5', severity: 'low', title: 'guarded' },
    ]);
    expect(rejected).toEqual([
      'Line 3: the identifier is empty.',
      'Line 4: the severity "urgent" is not critical, high, medium or low.',
      'Line 5: first_seen "2026-02-30" is not a day (YYYY-MM-DD).',
      'Line 6: the url must start with https:// or http://.',
    ]);
  });

  it('refuses a file without the required columns, an empty file and text that is not CSV', () => {
    expect(() => parseFindingsCsv('asset,title\nacme,x')).toThrow('The first line must name the columns identifier, severity.');
    expect(() => parseFindingsCsv('')).toThrow(CsvFindingsError);
    expect(() => parseFindingsCsv('asset,identifier,severity\n"acme,CVE-1,high')).toThrow(/^The file is not CSV/);
  });
});
