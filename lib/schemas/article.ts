import { z } from '@/lib/schemas/zod';
import { articleCategories } from './article-categories';

/** A calendar date written YYYY-MM-DD that really exists (2025-02-30 is rejected). */
const isoDateSchema = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });

/** The front matter every file in content/articles must carry. */
export const articleFrontMatterSchema = z
  .strictObject({
    title: z.string().trim().min(10, 'must be at least 10 characters').max(110, 'must be at most 110 characters'),
    description: z
      .string()
      .trim()
      .min(50, 'must be at least 50 characters')
      .max(200, 'must be at most 200 characters (search engines cut longer ones)'),
    tag: z.enum(['Guide', 'Best Practice'], { error: "must be 'Guide' or 'Best Practice'" }),
    category: z.enum(articleCategories, { error: `must be one of ${articleCategories.join(', ')}` }),
    readTime: z.int({ error: 'must be a whole number of minutes' }).min(1).max(60),
    published: isoDateSchema,
    updated: isoDateSchema,
    featured: z.boolean().default(false),
    author: z.string().trim().min(2),
  })
  .refine((article) => article.updated >= article.published, {
    path: ['updated'],
    message: 'must not be earlier than published',
  });

export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

/** The six article routes; a file whose name is not one of them is a build error. */
export const articleSlugs = ['aiArticle', 'isoVsSoc2', 'pciDss', 'securityCulture', 'soc2CaseStudy', 'trends'] as const;

export type ArticleSlug = (typeof articleSlugs)[number];

/** What a resources card needs: front matter plus its slug and route. */
export type ArticleSummary = ArticleFrontMatter & { slug: ArticleSlug; href: string };

/** One section heading of an article body, for the table of contents. */
export type ArticleHeading = { id: string; text: string };

/** A fully rendered article: summary, body HTML (rendered at build time) and its section headings. */
export type Article = ArticleSummary & { html: string; headings: ArticleHeading[]; wordCount: number };
