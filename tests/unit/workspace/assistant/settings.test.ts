/** @jest-environment node */
import { assistantSettingsSchema } from '@/lib/schemas/assistant/settings';
import { assistantSettingsOf, DEFAULT_ASSISTANT_SETTINGS, saveAssistantSettings } from '@/lib/workspace/assistant';
import { listActivity } from '@/lib/workspace/activity';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('assistant-settings');

const choices = { enabled: true, retentionDays: 30, memberDailyRequests: 20, organizationDailyTokens: 50_000 };

describe('Settings › Assistant', () => {
  it('is off with the defaults until an admin saves it, then reads back as saved, with its activity row', async () => {
    const admin = await founder('Assistant Admin');
    const viewer = await joinAs(admin, 'viewer');
    expect(await assistantSettingsOf(viewer)).toEqual(DEFAULT_ASSISTANT_SETTINGS);
    const saved = await saveAssistantSettings(admin, { ...choices, version: 0 });
    expect(saved).toEqual({ ...choices, version: 1 });
    expect(await assistantSettingsOf(viewer)).toEqual({ ...choices, version: 1 });
    const off = await saveAssistantSettings(admin, { ...choices, enabled: false, retentionDays: 365, version: 1 });
    expect(off).toEqual({ ...choices, enabled: false, retentionDays: 365, version: 2 });
    const { entries } = await listActivity(admin, 1);
    expect(entries.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        'Turned the assistant on: conversations kept 30 days, 20 questions a member a day, 50,000 tokens a day',
        'Turned the assistant off: conversations kept 365 days, 20 questions a member a day, 50,000 tokens a day',
      ]),
    );
  });

  it('refuses members and viewers', async () => {
    const admin = await founder('Assistant Owner');
    for (const role of ['member', 'viewer'] as const) {
      const other = await joinAs(admin, role);
      expect((await refusal(saveAssistantSettings(other, { ...choices, version: 0 }))).status).toBe(403);
    }
    expect(await assistantSettingsOf(admin)).toEqual(DEFAULT_ASSISTANT_SETTINGS);
  });

  it('refuses a save made from a stale page, first save included', async () => {
    const admin = await founder('Two Tabs');
    await saveAssistantSettings(admin, { ...choices, version: 0 });
    expect((await refusal(saveAssistantSettings(admin, { ...choices, enabled: false, version: 0 }))).status).toBe(409);
    await saveAssistantSettings(admin, { ...choices, retentionDays: 10, version: 1 });
    expect((await refusal(saveAssistantSettings(admin, { ...choices, enabled: false, version: 1 }))).status).toBe(409);
    expect(await assistantSettingsOf(admin)).toEqual({ ...choices, retentionDays: 10, version: 2 });
  });

  it("changes only the admin's own organization", async () => {
    const admin = await founder('Own Choices');
    const other = await founder('Other Choices');
    await saveAssistantSettings(admin, { ...choices, version: 0 });
    expect(await assistantSettingsOf(other)).toEqual(DEFAULT_ASSISTANT_SETTINGS);
  });
});

describe('the settings form', () => {
  const form = (fields: Record<string, string>) => ({
    retentionDays: '90',
    memberDailyRequests: '100',
    organizationDailyTokens: '2000000',
    version: '0',
    ...fields,
  });

  it('reads the switch as on only when posted, and the numbers typed', () => {
    expect(assistantSettingsSchema.parse(form({ enabled: 'on' }))).toEqual({
      enabled: true,
      retentionDays: 90,
      memberDailyRequests: 100,
      organizationDailyTokens: 2_000_000,
      version: 0,
    });
    expect(assistantSettingsSchema.parse(form({})).enabled).toBe(false);
  });

  it.each([
    ['retentionDays', '0', 'Enter at least 1 day.'],
    ['retentionDays', '3651', 'Enter at most 3,650 days.'],
    ['retentionDays', '12.5', 'Enter a whole number of days.'],
    ['retentionDays', 'soon', 'Enter a whole number of days.'],
    ['memberDailyRequests', '0', 'Enter at least 1 question.'],
    ['memberDailyRequests', '10001', 'Enter at most 10,000 questions.'],
    ['organizationDailyTokens', '999', 'Enter at least 1,000 tokens.'],
    ['enabled', 'yes', 'Reload the page and try again.'],
  ])('refuses %s = %s with a message', (field, value, message) => {
    const result = assistantSettingsSchema.safeParse(form({ [field]: value }));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toContain(message);
  });
});
