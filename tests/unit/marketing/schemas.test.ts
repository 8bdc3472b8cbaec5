import { z } from 'zod';
import { demoRequestSchema } from '@/lib/schemas/demo-request';
import { newsletterSchema } from '@/lib/schemas/newsletter';

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', company: 'Engines' };

describe('demoRequestSchema', () => {
  it('accepts the four required fields alone and turns empty optional fields into undefined', () => {
    expect(demoRequestSchema.parse({ ...valid, jobTitle: '', companySize: '', industry: '', frameworks: ' ', additionalInfo: '' })).toEqual(
      valid,
    );
  });

  it('names every missing required field', () => {
    const result = demoRequestSchema.safeParse({ firstName: '', lastName: '  ', email: '', company: '' });
    expect(result.success).toBe(false);
    expect(z.flattenError(result.error!).fieldErrors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Work email is required'],
      company: ['Company is required'],
    });
  });

  it('rejects a malformed e-mail and unknown options', () => {
    const result = demoRequestSchema.safeParse({ ...valid, email: 'not-an-email', companySize: '7', industry: 'banking' });
    expect(z.flattenError(result.error!).fieldErrors).toEqual({
      email: ['Enter a valid email address'],
      companySize: ['Choose a valid company size'],
      industry: ['Choose a valid industry'],
    });
  });

  it.each(['1-10', '11-50', '51-200', '201-1000', '1000+'])('accepts company size %s', (companySize) => {
    expect(demoRequestSchema.parse({ ...valid, companySize }).companySize).toBe(companySize);
  });

  it.each(['digital-health', 'fintech', 'saas', 'ai', 'ecommerce', 'hrtech', 'edtech', 'marketplace', 'govtech', 'other'])(
    'accepts industry %s',
    (industry) => {
      expect(demoRequestSchema.parse({ ...valid, industry }).industry).toBe(industry);
    },
  );

  it('limits free text', () => {
    expect(demoRequestSchema.safeParse({ ...valid, additionalInfo: 'x'.repeat(2001) }).success).toBe(false);
  });
});

describe('newsletterSchema', () => {
  it('lower-cases and trims the address', () => {
    expect(newsletterSchema.parse({ email: ' Reader@Example.COM ' })).toEqual({ email: 'reader@example.com' });
  });

  it.each(['', 'reader', 'reader@', '@example.com'])('rejects %p', (email) => {
    expect(newsletterSchema.safeParse({ email }).success).toBe(false);
  });
});
