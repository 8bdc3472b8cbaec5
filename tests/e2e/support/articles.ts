/** What a visitor should see for each article, written out independently of the Markdown files. */
export const expectedArticles = [
  {
    slug: 'aiArticle',
    title: 'HIPAA Compliance for AI Companies: A Practical Guide',
    tag: 'Guide',
    readTime: 13,
    published: 'March 4, 2025',
    updated: 'April 22, 2025',
    filter: 'Guides',
  },
  {
    slug: 'isoVsSoc2',
    title: 'ISO 27001 vs SOC 2: Which Does Your Company Need?',
    tag: 'Guide',
    readTime: 11,
    published: 'November 19, 2024',
    updated: 'March 11, 2025',
    filter: 'Compliance Frameworks',
  },
  {
    slug: 'pciDss',
    title: 'PCI DSS Compliance for E-commerce: The Complete Guide',
    tag: 'Guide',
    readTime: 18,
    published: 'January 21, 2025',
    updated: 'April 8, 2025',
    filter: 'Compliance Frameworks',
  },
  {
    slug: 'securityCulture',
    title: 'Building a Security Culture: From Annual Training to Everyday Habits',
    tag: 'Best Practice',
    readTime: 15,
    published: 'February 11, 2025',
    updated: 'April 15, 2025',
    filter: 'Best Practices',
  },
  {
    slug: 'soc2CaseStudy',
    title: 'Case Study: How a Fintech Startup Reached SOC 2 Type II in Six Months',
    tag: 'Best Practice',
    readTime: 10,
    published: 'December 10, 2024',
    updated: 'February 25, 2025',
    filter: 'Case Studies',
  },
  {
    slug: 'trends',
    title: '2025 Compliance Trends: What Fast-Growing Companies Need to Know',
    tag: 'Guide',
    readTime: 10,
    published: 'January 7, 2025',
    updated: 'April 1, 2025',
    filter: 'Industry Insights',
  },
] as const;

export const filterLabels = ['All', 'Guides', 'Case Studies', 'Compliance Frameworks', 'Best Practices', 'Industry Insights'] as const;

/** The titles a filter button should show, in the page's order (newest published first). */
export function titlesFor(filter: (typeof filterLabels)[number]): string[] {
  return [...expectedArticles]
    .filter((article) => filter === 'All' || article.filter === filter)
    .sort((a, b) => Date.parse(b.published) - Date.parse(a.published))
    .map((article) => article.title);
}
