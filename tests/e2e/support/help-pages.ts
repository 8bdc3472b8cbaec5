/** The help articles a visitor can open, written out independently of content/help. */
export const helpArticles = [
  { slug: 'getting-started', title: 'Getting started' },
  { slug: 'dashboard', title: 'Dashboard' },
  { slug: 'frameworks', title: 'Frameworks and controls' },
  { slug: 'evidence', title: 'Evidence' },
  { slug: 'policies', title: 'Policies' },
  { slug: 'audits', title: 'Audits and the auditor package' },
  { slug: 'reports', title: 'Reports' },
  { slug: 'ccpa-issues', title: 'CCPA issues' },
  { slug: 'settings', title: 'Settings, roles, team and API keys' },
  { slug: 'api', title: 'The API' },
  { slug: 'self-hosting', title: 'Self-hosting' },
] as const;

export const helpPaths = helpArticles.map((article) => `/help/${article.slug}`);
