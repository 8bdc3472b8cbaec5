import { fieldErrorsOf } from '@/lib/schemas/form-state';
import { gitlabConnectSchema } from '@/lib/schemas/integrations/gitlab-connect';

const token = 'glpat-abcdefghijklmnopqrst';
const errorsOf = (input: Record<string, unknown>) => {
  const parsed = gitlabConnectSchema.safeParse({ group: 'acme', token, ...input });
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe('gitlabConnectSchema', () => {
  it('takes a group path or ID, fills gitlab.com and trims slashes', () => {
    expect(gitlabConnectSchema.parse({ group: ' /acme/platform/ ', token: ` ${token} `, provider: 'gitlab' })).toEqual({
      group: 'acme/platform',
      token,
      baseUrl: 'https://gitlab.com',
    });
    expect(gitlabConnectSchema.parse({ group: '42', token, baseUrl: 'https://gitlab.acme.example/' }).baseUrl).toBe(
      'https://gitlab.acme.example',
    );
  });

  it('says what is wrong with each field', () => {
    expect(errorsOf({ group: '' }).group).toBe('Enter the group.');
    expect(errorsOf({ group: 'acme platform' }).group).toBe(
      'Enter the group’s path as in its address (acme or acme/platform) or its numeric ID.',
    );
    expect(errorsOf({ group: 'https://gitlab.com/acme' }).group).toMatch(/^Enter the group’s path/);
    expect(errorsOf({ token: '' }).token).toBe('Enter an access token.');
    expect(errorsOf({ token: 'glpat-short' }).token).toBe('This is not a GitLab token: it is too short.');
    expect(errorsOf({ token: 'glpat with spaces in it here' }).token).toBe('This is not a GitLab token: it has spaces.');
    expect(errorsOf({ baseUrl: 'http://gitlab.acme.example' }).baseUrl).toBe('Enter an https:// URL, such as https://gitlab.com.');
    expect(errorsOf({ baseUrl: 'https://gitlab.com/api/v4' }).baseUrl).toBe(
      'Enter the GitLab URL alone, without a path, such as https://gitlab.com.',
    );
  });
});
