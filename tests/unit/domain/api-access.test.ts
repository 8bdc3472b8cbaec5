import { apiAccessSentence, apiAccessSettingsHref, closedFramework } from '@/lib/domain/api-access';

describe('what an API key is told of the frameworks closed to it', () => {
  it('links each framework to its Advanced settings, its id encoded', () => {
    expect(apiAccessSettingsHref('pci-dss')).toBe('/manage/frameworkSettings?framework=pci-dss&section=advanced');
    expect(apiAccessSettingsHref('a&b')).toBe('/manage/frameworkSettings?framework=a%26b&section=advanced');
    expect(closedFramework('soc2')).toEqual({ id: 'soc2', name: 'SOC 2 Type II', openAt: apiAccessSettingsHref('soc2') });
    expect(closedFramework('custom-1').name).toBe('custom-1');
  });

  it('says what to do when nothing is followed, and that all is open when nothing is closed', () => {
    expect(apiAccessSentence(0, [])).toMatch(/^The organization follows no framework yet/);
    expect(apiAccessSentence(2, [])).toBe('Every framework the organization follows is open to API keys.');
  });

  it('names one closed framework with its link, and several with "and"', () => {
    const soc2 = closedFramework('soc2');
    expect(apiAccessSentence(0, [soc2])).toBe(
      `SOC 2 Type II is closed to API keys, so nothing of it is listed or found: an administrator turns on API Access in its Framework Settings › Advanced (${soc2.openAt}).`,
    );
    const three = apiAccessSentence(1, [soc2, closedFramework('gdpr'), closedFramework('hipaa')]);
    expect(three).toMatch(/^SOC 2 Type II, GDPR and HIPAA are closed to API keys, so nothing of them/);
    expect(three).toContain('(its openAt)');
  });
});
