// No zod here: the /resources filter buttons import these in the browser, where zod would be dead weight.

/** The categories an article may have (its front matter's `category`). */
export const articleCategories = ['guides', 'case-studies', 'compliance-frameworks', 'best-practices', 'industry-insights'] as const;

export type ArticleCategory = (typeof articleCategories)[number];
