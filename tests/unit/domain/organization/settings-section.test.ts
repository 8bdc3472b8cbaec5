import { resolveSettingsSection } from '@/lib/domain/organization/settings-section';
import { settingsSections } from '@/lib/schemas/organization/settings';

describe('resolveSettingsSection', () => {
  it.each(settingsSections.map((section) => [section]))('%s opens its own section', (section) => {
    expect(resolveSettingsSection(section)).toBe(section);
  });

  it.each([[undefined], [null], [''], ['unknown'], ['PROFILE'], ['path=team'], ['team ']])('%p falls back to profile', (value) => {
    expect(resolveSettingsSection(value)).toBe('profile');
  });

  it('takes the first of repeated values', () => {
    expect(resolveSettingsSection(['team', 'api'])).toBe('team');
    expect(resolveSettingsSection(['nope', 'api'])).toBe('profile');
    expect(resolveSettingsSection([])).toBe('profile');
  });
});
