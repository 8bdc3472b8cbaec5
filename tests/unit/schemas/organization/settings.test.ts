import {
  apiKeyCreateSchema,
  departments,
  profileSchema,
  roleChangeSchema,
  teamInviteSchema,
  teamRoleInfo,
} from '@/lib/schemas/organization/settings';
import { fieldErrorsOf } from '@/lib/schemas/form-state';

const sampleProfile = {
  firstName: 'John',
  lastName: 'Smith',
  email: 'john.smith@acme-health.com',
  phone: '+1 (555) 123-4567',
  jobTitle: 'Compliance Manager',
  department: 'Compliance',
  company: 'Acme Health Inc.',
  employeeId: 'EMP-2024-0147',
  manager: 'Sarah Chen',
  timeZone: 'PT',
  language: 'English (US)',
  dateFormat: 'MM/DD/YYYY',
} as const;

describe('profileSchema', () => {
  it('accepts a complete profile', () => {
    expect(profileSchema.parse(sampleProfile)).toEqual(sampleProfile);
  });

  it("offers the profile form's departments, time zones, languages and date formats", () => {
    expect(departments).toEqual(['Compliance', 'Legal', 'IT Security', 'Risk Management', 'Operations', 'Other']);
    for (const timeZone of ['PT', 'MT', 'CT', 'ET']) expect(profileSchema.safeParse({ ...sampleProfile, timeZone }).success).toBe(true);
    for (const language of ['English (US)', 'English (UK)', 'Spanish', 'French', 'German'])
      expect(profileSchema.safeParse({ ...sampleProfile, language }).success).toBe(true);
    for (const dateFormat of ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'])
      expect(profileSchema.safeParse({ ...sampleProfile, dateFormat }).success).toBe(true);
  });

  it('allows an empty phone but not a wrong one, and names bad fields', () => {
    expect(profileSchema.safeParse({ ...sampleProfile, phone: '' }).success).toBe(true);
    const parsed = profileSchema.safeParse({ ...sampleProfile, phone: 'call me', email: 'nope', firstName: '', timeZone: 'UTC' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(fieldErrorsOf(parsed.error)).toEqual({
        phone: 'Enter a valid phone number.',
        email: 'Enter a valid email address.',
        firstName: 'Enter the first name.',
        timeZone: 'Choose a time zone.',
      });
    }
  });
});

describe('team schemas', () => {
  it('describes the three roles as Settings › Team shows them', () => {
    expect(teamRoleInfo.admin.description).toBe('Full access to all features and settings');
    expect(teamRoleInfo.member.description).toBe('Can view and edit compliance data');
    expect(teamRoleInfo.viewer.description).toBe('Read-only access to compliance data');
  });

  it('validates an invitation', () => {
    expect(teamInviteSchema.safeParse({ email: 'ana@example.com', role: 'viewer' }).success).toBe(true);
    const parsed = teamInviteSchema.safeParse({ email: '', role: 'owner' });
    expect(parsed.success ? {} : fieldErrorsOf(parsed.error)).toEqual({ email: 'Enter the email address.', role: 'Choose a role.' });
  });

  it('validates a role change', () => {
    expect(roleChangeSchema.safeParse({ memberId: 'tm-1', role: 'member', version: '3' }).data).toEqual({
      memberId: 'tm-1',
      role: 'member',
      version: 3,
    });
    expect(roleChangeSchema.safeParse({ memberId: '', role: 'member', version: '1' }).success).toBe(false);
    expect(roleChangeSchema.safeParse({ memberId: 'tm-1', role: 'member' }).success).toBe(false);
  });
});

describe('apiKeyCreateSchema', () => {
  it('makes a key read-only unless read-write is chosen', () => {
    expect(apiKeyCreateSchema.parse({ name: 'CI' })).toEqual({ name: 'CI', scope: 'read-only' });
    expect(apiKeyCreateSchema.parse({ name: 'CI', scope: 'read-write' })).toEqual({ name: 'CI', scope: 'read-write' });
  });

  it.each(['admin', '', 'write'])('refuses the scope %p with the field message', (scope) => {
    const parsed = apiKeyCreateSchema.safeParse({ name: 'CI', scope });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldErrorsOf(parsed.error).scope).toBe('Choose read-only or read-write.');
  });
});
