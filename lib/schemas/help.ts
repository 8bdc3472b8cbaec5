import { z } from '@/lib/schemas/zod';
import type { ArticleHeading } from './article';

/** The help center's articles, in the order the index lists them; a file whose name is not one of them is a build error. */
export const helpSlugs = [
  'getting-started',
  'dashboard',
  'frameworks',
  'evidence',
  'policies',
  'audits',
  'reports',
  'ccpa-issues',
  'settings',
  'api',
  'self-hosting',
] as const;

export type HelpSlug = (typeof helpSlugs)[number];

/** The index's groups, in order. */
export const helpGroups = ['Start here', 'Working in the product', 'Developers and operators'] as const;

const isoDateSchema = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });

/** The front matter every file in content/help must carry. */
export const helpFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(5, 'must be at least 5 characters').max(80, 'must be at most 80 characters'),
  description: z
    .string()
    .trim()
    .min(50, 'must be at least 50 characters')
    .max(200, 'must be at most 200 characters (search engines cut longer ones)'),
  group: z.enum(helpGroups, { error: `must be one of ${helpGroups.join(', ')}` }),
  updated: isoDateSchema,
});

export type HelpFrontMatter = z.infer<typeof helpFrontMatterSchema>;

/** What the index needs of an article: front matter, route and the sections it links to. */
export type HelpSummary = HelpFrontMatter & { slug: HelpSlug; href: string; headings: ArticleHeading[] };

/** A rendered help article: its summary and body HTML (rendered at build time). */
export type HelpArticle = HelpSummary & { html: string };
