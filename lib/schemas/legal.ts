import { z } from '@/lib/schemas/zod';
import type { ArticleHeading } from './article';

/** The legal pages, each served at /<slug> from content/legal/<slug>.md. */
export const legalSlugs = ['privacy', 'terms'] as const;

export type LegalSlug = (typeof legalSlugs)[number];

const isoDateSchema = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });

/** The front matter every file in content/legal must carry: the dates are shown at the top of the page. */
export const legalFrontMatterSchema = z
  .strictObject({
    title: z.string().trim().min(5, 'must be at least 5 characters').max(80, 'must be at most 80 characters'),
    description: z
      .string()
      .trim()
      .min(50, 'must be at least 50 characters')
      .max(200, 'must be at most 200 characters (search engines cut longer ones)'),
    effective: isoDateSchema,
    updated: isoDateSchema,
  })
  .refine((page) => page.updated >= page.effective, { path: ['updated'], message: 'must not be earlier than effective' });

export type LegalFrontMatter = z.infer<typeof legalFrontMatterSchema>;

/** A rendered legal page. */
export type LegalPage = LegalFrontMatter & { slug: LegalSlug; href: string; html: string; headings: ArticleHeading[] };
