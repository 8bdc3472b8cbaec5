/** @jest-environment node */
import { grantsFullAdmin } from '@/lib/integrations/aws/policy-documents';
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
