import { z } from '@/lib/schemas/zod';

/** Framework status values on the Frameworks screen: Available is stored as inactive. */
export const frameworkStatusSchema = z.enum(['active', 'progress', 'inactive', 'review']);
export type FrameworkStatus = z.infer<typeof frameworkStatusSchema>;

export const frameworkCategorySchema = z.enum(['healthcare', 'finance', 'security', 'privacy']);
export type FrameworkCategory = z.infer<typeof frameworkCategorySchema>;

/** A framework in the organisation's list. */
export const frameworkSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  category: frameworkCategorySchema,
  description: z.string().min(1),
  status: frameworkStatusSchema,
  /** Percent complete; null for a followed framework whose requirement list the library does not hold yet. */
  progress: z.number().int().min(0).max(100).nullable(),
  lastUpdated: z.string().min(1),
  monthlyCost: z.number().int().nonnegative(),
  tags: z.array(z.string().min(1)),
});
export type Framework = z.infer<typeof frameworkSchema>;

export const catalogCategorySchema = z.enum(['security', 'privacy', 'healthcare', 'financial']);
export type CatalogCategory = z.infer<typeof catalogCategorySchema>;

export const catalogSectionSchema = z.enum(['technology', 'healthcare', 'financial']);
export type CatalogSection = z.infer<typeof catalogSectionSchema>;

/** A card on Add Framework: the framework plus its figures, each counted from the catalog. */
export const catalogFrameworkSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string().min(1),
  category: catalogCategorySchema,
  section: catalogSectionSchema,
  popular: z.boolean(),
  complexity: z.enum(['Low', 'Medium', 'High']),
  /** What the framework covers, as lines of the card. */
  features: z.array(z.string().min(1)).min(1),
  /** The requirements of its list. */
  requirements: z.number().int().positive(),
  /** The library controls mapped to those requirements. */
  controls: z.number().int().positive(),
  /** The setup estimate in weeks, derived from the controls. */
  setupWeeks: z.number().int().positive(),
});
export type CatalogFramework = z.infer<typeof catalogFrameworkSchema>;
