import { parseSarif, SarifError } from '@/lib/domain/vulnerabilities/sarif';

const trivy = {
  version: '2.1.0',
  $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
  runs: [
    {
      tool: {
        driver: {
          name: 'Trivy',
          rules: [
            {
              id: 'CVE-2026-0001',
              shortDescription: { text: 'openssl: buffer overflow' },
              helpUri: 'https://avd.aquasec.com/nvd/cve-2026-0001',
              properties: { 'security-severity': '9.8' },
            },
            { id: 'CVE-2026-0002', shortDescription: { text: 'zlib: memory leak' }, defaultConfiguration: { level: 'note' } },
          ],
        },
      },
      results: [
        { ruleId: 'CVE-2026-0001', ruleIndex: 0, level: 'error', message: { text: 'Package openssl 3.0.1' } },
        { ruleId: 'CVE-2026-0001', ruleIndex: 0, level: 'error', message: { text: 'Package openssl in another layer' } },
        { ruleIndex: 1, message: { text: 'Package zlib' } },
        { message: { text: 'No rule at all' } },
      ],
    },
  ],
};

describe('SARIF 2.1.0', () => {
  it('reads each result as a finding on the asset, its rule id, title and severity', () => {
    const [run] = parseSarif(JSON.stringify(trivy), 'registry.acme.test/web');
    expect(run!.tool).toBe('Trivy');
    expect(run!.asset).toBe('registry.acme.test/web');
    expect(run!.findings).toEqual([
      {
        asset: 'registry.acme.test/web',
        identifier: 'CVE-2026-0001',
        title: 'openssl: buffer overflow',
        severity: 'critical',
        url: 'https://avd.aquasec.com/nvd/cve-2026-0001',
      },
      expect.objectContaining({ identifier: 'CVE-2026-0001' }),
      { asset: 'registry.acme.test/web', identifier: 'CVE-2026-0002', title: 'zlib: memory leak', severity: 'low' },
    ]);
    expect(run!.skipped).toBe(1);
  });

  it('reads every run of a file with several, each on the repository it names when no asset is given', () => {
    const log = {
      version: '2.1.0',
      runs: [
        { ...trivy.runs[0], versionControlProvenance: [{ repositoryUri: 'https://github.com/acme/web' }] },
        {
          tool: { driver: { name: 'CodeQL' } },
          versionControlProvenance: [{ repositoryUri: 'https://github.com/acme/api' }],
          results: [{ ruleId: 'js/sql-injection', level: 'warning', message: { text: 'Query built from user input' } }],
        },
      ],
    };
    const runs = parseSarif(JSON.stringify(log), null);
    expect(runs.map((run) => [run.tool, run.asset, run.findings.length])).toEqual([
      ['Trivy', 'https://github.com/acme/web', 3],
      ['CodeQL', 'https://github.com/acme/api', 1],
    ]);
    expect(runs[1]!.findings[0]).toMatchObject({
      identifier: 'js/sql-injection',
      severity: 'medium',
      title: 'Query built from user input',
    });
  });

  it('refuses what is not JSON, not SARIF 2.1.0, malformed, or names no asset', () => {
    expect(() => parseSarif('{"version": "2.1.0", "runs": [', 'a')).toThrow(/^The file is not valid JSON/);
    expect(() => parseSarif('{"version": "2.0.0", "runs": []}', 'a')).toThrow('The file is not a SARIF 2.1.0 log');
    expect(() => parseSarif('{"version": "2.1.0", "runs": [{"tool": {}}]}', 'a')).toThrow(/runs\.0\.tool\.driver/);
    expect(() => parseSarif(JSON.stringify(trivy), null)).toThrow(SarifError);
    expect(() => parseSarif(JSON.stringify(trivy), null)).toThrow('Run 1 names no repository');
  });
});
