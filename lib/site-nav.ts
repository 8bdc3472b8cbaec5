/** The public header's links, in the order they appear. */
export const publicNavLinks = [
  { href: '/products', label: 'Products' },
  { href: '/whos', label: 'Who we serve' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/resources', label: 'Resources' },
  { href: '/questionnaire', label: 'Take Questionnaire' },
] as const;

export const signInLink = { href: '/login', label: 'Sign in' } as const;
export const bookDemoLink = { href: '/book', label: 'Book a demo' } as const;

export const productName = 'Complia';
