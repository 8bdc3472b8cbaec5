/** The AWS managed policy that grants every action on every resource. */
export const ADMINISTRATOR_ACCESS = 'arn:aws:iam::aws:policy/AdministratorAccess';

type Statement = { Effect?: unknown; Action?: unknown; Resource?: unknown };

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/**
 * Whether an IAM policy document grants full administration: a statement allowing the action "*" on the resource
 * "*" (IAM answers documents URL-encoded; a document that cannot be read grants nothing the product can show).
 */
export function grantsFullAdmin(document: string | undefined): boolean {
  if (!document) return false;
  let parsed: { Statement?: unknown };
  try {
    parsed = JSON.parse(decodeURIComponent(document)) as { Statement?: unknown };
  } catch {
    return false;
  }
  return listOf(parsed.Statement).some((entry) => {
    const statement = entry as Statement;
    return statement.Effect === 'Allow' && listOf(statement.Action).includes('*') && listOf(statement.Resource).includes('*');
  });
}
