import {
  EMAIL_REQUIRED,
  PASSWORD_REQUIRED,
  INVITATION_LINK_INVALID,
  fieldErrors,
  industries,
  invitedRegisterSchema,
  loginSchema,
  registerSchema,
  resetIdSchema,
  resetPasswordSchema,
} from '@/lib/schemas/auth';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('loginSchema', () => {
  it('asks for the e-mail first, then the password (the sign-in form texts)', () => {
    expect(errorsOf(loginSchema.safeParse({ email: '', password: '' })).email).toBe(EMAIL_REQUIRED);
    expect(errorsOf(loginSchema.safeParse({ email: '   ', password: 'x' })).email).toBe(EMAIL_REQUIRED);
    expect(errorsOf(loginSchema.safeParse({ email: 'a@b.co', password: '' }))).toEqual({ password: PASSWORD_REQUIRED });
    expect(errorsOf(loginSchema.safeParse({}))).toEqual({ email: EMAIL_REQUIRED, password: PASSWORD_REQUIRED });
  });

  it('never trims the password and defaults remember to false', () => {
    expect(loginSchema.parse({ email: ' a@b.co ', password: ' secret ' })).toEqual({
      email: 'a@b.co',
      password: ' secret ',
      remember: false,
    });
  });
});

const validSignUp = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  companyName: 'Engines Ltd',
  industry: '2',
  password: 'longenough',
  confirmPassword: 'longenough',
  terms: true,
  marketing: false,
};

describe('registerSchema', () => {
  it('accepts a complete form and codes the industry as a number', () => {
    expect(registerSchema.parse(validSignUp)).toMatchObject({ industry: 2, email: 'ada@example.com' });
  });

  it('lists the 11 sign-up industries in code order', () => {
    expect(industries).toHaveLength(11);
    expect(industries[0]).toBe('Technology');
    expect(industries[10]).toBe('Telecommunication');
  });

  it.each([
    ['fullName', { fullName: ' ' }],
    ['email', { email: 'not-an-email' }],
    ['companyName', { companyName: '' }],
    ['industry', { industry: '11' }],
    ['industry', { industry: '-1' }],
    ['industry', { industry: undefined }],
    ['password', { password: 'short', confirmPassword: 'short' }],
    ['confirmPassword', { confirmPassword: 'different1' }],
    ['terms', { terms: false }],
  ])('reports %s', (field, change) => {
    expect(Object.keys(errorsOf(registerSchema.safeParse({ ...validSignUp, ...change })))).toContain(field);
  });

  it('requires at least 8 characters', () => {
    expect(registerSchema.safeParse({ ...validSignUp, password: '1234567', confirmPassword: '1234567' }).success).toBe(false);
    expect(registerSchema.safeParse({ ...validSignUp, password: '12345678', confirmPassword: '12345678' }).success).toBe(true);
  });
});

const validInvitedSignUp = {
  fullName: ' Vera Viewer ',
  password: 'longenough',
  confirmPassword: 'longenough',
  terms: true,
  invitation: 'AbC_def-0123456789xyz_ABC-defghijklmnopq',
};

describe('invitedRegisterSchema', () => {
  it('asks for the name, a password and the terms, with the invitation token, and keeps nothing else', () => {
    const parsed = invitedRegisterSchema.parse({
      ...validInvitedSignUp,
      email: 'other@example.com',
      companyName: 'Other Inc',
      industry: '2',
    });
    expect(parsed).toEqual({
      fullName: 'Vera Viewer',
      password: 'longenough',
      confirmPassword: 'longenough',
      terms: true,
      marketing: false,
      invitation: validInvitedSignUp.invitation,
    });
  });

  it('needs no e-mail, company or industry', () => {
    expect(invitedRegisterSchema.safeParse(validInvitedSignUp).success).toBe(true);
    expect(Object.keys(errorsOf(registerSchema.safeParse(validInvitedSignUp)))).toEqual(
      expect.arrayContaining(['email', 'companyName', 'industry']),
    );
  });

  it.each([
    ['fullName', { fullName: '  ' }],
    ['password', { password: 'short', confirmPassword: 'short' }],
    ['confirmPassword', { confirmPassword: 'different1' }],
    ['terms', { terms: false }],
  ])('reports %s', (field, change) => {
    expect(Object.keys(errorsOf(invitedRegisterSchema.safeParse({ ...validInvitedSignUp, ...change })))).toEqual([field]);
  });

  it.each([undefined, '', 'short', 'has spaces in it and is long enough', 'x'.repeat(101), 42])(
    'refuses the token %p as a link cut short',
    (invitation) => {
      expect(errorsOf(invitedRegisterSchema.safeParse({ ...validInvitedSignUp, invitation }))).toEqual({
        invitation: INVITATION_LINK_INVALID,
      });
    },
  );
});

describe('resetIdSchema', () => {
  it.each([
    '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
    '6ba7b810-9dad-21d1-80b4-00c04fd430c8',
    'a3bb189e-8bf9-3888-9912-ace4e6543002',
    '16fd2706-8baf-433b-82eb-8c7fada847da',
    '886313e1-3b8a-5372-9b90-0c9aee199e5d',
    '16FD2706-8BAF-433B-82EB-8C7FADA847DA',
  ])('accepts the UUID %s', (id) => expect(resetIdSchema.safeParse(id).success).toBe(true));

  it.each([
    '16fd27068baf433b82eb8c7fada847da',
    '16fd2706-8baf-633b-82eb-8c7fada847da',
    '16fd2706-8baf-033b-82eb-8c7fada847da',
    '16fd2706-8baf-433b-c2eb-8c7fada847da',
    'abc',
    '',
    '16fd2706-8baf-433b-82eb-8c7fada847da-extra',
  ])('refuses %j', (id) => expect(resetIdSchema.safeParse(id).success).toBe(false));
});

describe('resetPasswordSchema', () => {
  it('needs 8+ characters and a matching confirmation', () => {
    expect(resetPasswordSchema.safeParse({ password: 'newpassword', confirmPassword: 'newpassword' }).success).toBe(true);
    expect(errorsOf(resetPasswordSchema.safeParse({ password: 'newpassword', confirmPassword: 'other' })).confirmPassword).toBe(
      'Passwords do not match',
    );
    expect(Object.keys(errorsOf(resetPasswordSchema.safeParse({ password: 'short', confirmPassword: 'short' })))).toContain('password');
  });
});
