/** @jest-environment node */
import { grantsFullAdmin, trustedPrincipals } from '@/lib/integrations/aws/policy-documents';
import { severityOf } from '@/lib/integrations/aws/gather-security-hub';

const encoded = (statement: unknown) => encodeURIComponent(JSON.stringify({ Version: '2012-10-17', Statement: statement }));

describe('a policy document granting full admin', () => {
  it('is one allowing the action "*" on the resource "*", as a string, in a list or one statement of several', () => {
    expect(grantsFullAdmin(encoded({ Effect: 'Allow', Action: '*', Resource: '*' }))).toBe(true);
    expect(
      grantsFullAdmin(
        encoded([
          { Effect: 'Allow', Action: ['s3:*'], Resource: '*' },
          { Effect: 'Allow', Action: ['ec2:*', '*'], Resource: ['*'] },
        ]),
      ),
    ).toBe(true);
  });

  it('is not a denial, a narrower action or resource, or a document that cannot be read', () => {
    expect(grantsFullAdmin(encoded({ Effect: 'Deny', Action: '*', Resource: '*' }))).toBe(false);
    expect(grantsFullAdmin(encoded({ Effect: 'Allow', Action: 'iam:*', Resource: '*' }))).toBe(false);
    expect(grantsFullAdmin(encoded({ Effect: 'Allow', Action: '*', Resource: 'arn:aws:s3:::logs/*' }))).toBe(false);
    expect(grantsFullAdmin(encoded({ Effect: 'Allow', NotAction: 'iam:*', Resource: '*' }))).toBe(false);
    expect(grantsFullAdmin('%7Bnot json')).toBe(false);
    expect(grantsFullAdmin('%E0%A4%A')).toBe(false);
    expect(grantsFullAdmin(undefined)).toBe(false);
  });
});

describe("Security Hub's severity as the product's levels", () => {
  it('reads the label, else the normalized score; informational is none', () => {
    expect(['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'INFORMATIONAL'].map((Label) => severityOf({ Label: Label as never }))).toEqual([
      'critical',
      'high',
      'medium',
      'low',
      null,
    ]);
    expect([95, 90, 89, 70, 69, 40, 39, 1, 0].map((Normalized) => severityOf({ Normalized }))).toEqual([
      'critical',
      'critical',
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
      null,
    ]);
    expect(severityOf(undefined)).toBeNull();
  });
});

describe("who a role's trust policy lets assume it", () => {
  it('names AWS principals, services, SAML and OIDC providers by name, and "*" as anyone, each once', () => {
    const trust = encoded([
      { Effect: 'Allow', Principal: { AWS: 'arn:aws:iam::123456789012:root' }, Action: 'sts:AssumeRole' },
      {
        Effect: 'Allow',
        Principal: { Federated: 'arn:aws:iam::123456789012:saml-provider/okta' },
        Action: 'sts:AssumeRoleWithSAML',
      },
      {
        Effect: 'Allow',
        Principal: { Federated: 'arn:aws:iam::123456789012:oidc-provider/token.actions.githubusercontent.com' },
        Action: 'sts:AssumeRoleWithWebIdentity',
      },
      { Effect: 'Allow', Principal: { Service: ['ec2.amazonaws.com', 'lambda.amazonaws.com'], AWS: ['arn:aws:iam::123456789012:root'] } },
      { Effect: 'Allow', Principal: '*', Action: 'sts:AssumeRole' },
    ]);
    expect(trustedPrincipals(trust)).toEqual([
      'arn:aws:iam::123456789012:root',
      'okta SAML',
      'token.actions.githubusercontent.com OIDC',
      'ec2.amazonaws.com',
      'lambda.amazonaws.com',
      'anyone',
    ]);
  });

  it('trusts nobody through a denial, a principal it cannot read, or a document that cannot be read', () => {
    expect(trustedPrincipals(encoded({ Effect: 'Deny', Principal: { AWS: '*' } }))).toEqual([]);
    expect(trustedPrincipals(encoded({ Effect: 'Allow', Principal: 42 }))).toEqual([]);
    expect(trustedPrincipals('%7Bnot json')).toEqual([]);
    expect(trustedPrincipals(undefined)).toEqual([]);
  });
});
