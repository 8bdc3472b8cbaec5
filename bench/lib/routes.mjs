// The routes measured: public pages come from the sitemap (plus the unindexed public pages), then /manage.

// Public but never indexed: the sign-in pages, a reset link, and a shared bill and review (any reference renders).
const unindexedPublic = [
  '/login',
  '/register',
  '/findId',
  '/password-reset/16fd2706-8baf-433b-82eb-8c7fada847da',
  '/bills/INV-2026-0042',
  '/review/business-promoter/BP-2026-0007',
];

/** Pages only axe visits: Lighthouse does not audit a document answered with an error status. */
export const errorPages = ['/404'];

export const signedInRoutes = [
  '/manage',
  '/manage/frameworks',
  '/manage/evidence',
  '/manage/policies',
  '/manage/audits',
  '/manage/reports',
  '/manage/settings',
  '/manage/addFrameworks',
  '/manage/frameworkManage',
  '/manage/frameworkSettings',
  '/manage/iso27001Setup',
  '/manage/ccpa-issues',
  '/manage/hipaaActivate',
];

/** Public paths: the sitemap's (indexed) and the unindexed public pages above. */
export async function publicRoutes(origin) {
  const response = await fetch(`${origin}/sitemap.xml`);
  const xml = response.ok ? await response.text() : '';
  const indexed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  if (indexed.length === 0) indexed.push('/', '/products', '/whos', '/pricing', '/resources', '/book', '/questionnaire');
  return { indexed: [...new Set(indexed)], unindexed: unindexedPublic };
}
