/** The AWS managed policy that grants every action on every resource. */
export const ADMINISTRATOR_ACCESS = 'arn:aws:iam::aws:policy/AdministratorAccess';

type Statement = { Effect?: unknown; Action?: unknown; Resource?: unknown; Principal?: unknown };

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** A policy document's statements (IAM answers documents URL-encoded); none when it cannot be read. */
function statementsOf(document: string | undefined): Statement[] {
  if (!document) return [];
  try {
    const parsed = JSON.parse(decodeURIComponent(document)) as { Statement?: unknown };
    return listOf(parsed?.Statement).filter((entry): entry is Statement => typeof entry === 'object' && entry !== null);
  } catch {
    return [];
  }
}

/**
 * Whether an IAM policy document grants full administration: a statement allowing the action "*" on the resource
 * "*" (a document that cannot be read grants nothing the product can show).
 */
export function grantsFullAdmin(document: string | undefined): boolean {
  return statementsOf(document).some(
    (statement) => statement.Effect === 'Allow' && listOf(statement.Action).includes('*') && listOf(statement.Resource).includes('*'),
  );
}

/** A federated principal as a reviewer knows it: "okta SAML" for a SAML provider, the issuer and OIDC for an OIDC one. */
function federatedName(principal: string): string {
  const saml = /:saml-provider\/(.+)$/.exec(principal);
  if (saml) return `${saml[1]} SAML`;
  const oidc = /:oidc-provider\/(.+)$/.exec(principal);
  if (oidc) return `${oidc[1]} OIDC`;
  return principal;
}

/**
 * Who a role's trust policy lets assume it, in the order written: AWS principals by ARN (or account), services by
 * name, identity providers by name and protocol, "anyone" for "*". A denial trusts nobody.
 */
export function trustedPrincipals(document: string | undefined): string[] {
  const trusted: string[] = [];
  for (const statement of statementsOf(document)) {
    if (statement.Effect !== 'Allow') continue;
    const principal = statement.Principal;
    if (principal === '*') {
      trusted.push('anyone');
      continue;
    }
    if (typeof principal !== 'object' || principal === null) continue;
    const { AWS, Service, Federated } = principal as Record<string, unknown>;
    for (const entry of listOf(AWS)) if (typeof entry === 'string') trusted.push(entry === '*' ? 'anyone' : entry);
    for (const entry of listOf(Service)) if (typeof entry === 'string') trusted.push(entry);
    for (const entry of listOf(Federated)) if (typeof entry === 'string') trusted.push(federatedName(entry));
  }
  return [...new Set(trusted)];
}
