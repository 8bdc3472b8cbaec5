/** Company sizes a demo request offers. Kept apart from the schema so forms render without zod. */
export const companySizeOptions = [
  { value: '1-10', label: '1-10 employees' },
  { value: '11-50', label: '11-50 employees' },
  { value: '51-200', label: '51-200 employees' },
  { value: '201-1000', label: '201-1000 employees' },
  { value: '1000+', label: '1000+ employees' },
] as const;

/** Industries a demo request offers. */
export const demoIndustryOptions = [
  { value: 'digital-health', label: 'Digital Health' },
  { value: 'fintech', label: 'Fintech' },
  { value: 'saas', label: 'SaaS' },
  { value: 'ai', label: 'AI' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'hrtech', label: 'HR Tech' },
  { value: 'edtech', label: 'EdTech' },
  { value: 'marketplace', label: 'Marketplace' },
  { value: 'govtech', label: 'GovTech' },
  { value: 'other', label: 'Other' },
] as const;
