// The database's tables, by concern; drizzle-kit reads them all through this file (drizzle.config.ts).
export * from './tables/accounts';
export * from './tables/marketing';
export * from './tables/workspace';
export * from './tables/records';
export * from './tables/record-details';
export * from './tables/custom-frameworks';
export * from './tables/integrations';
export * from './tables/mail';
export * from './tables/people';
export * from './tables/policy-acceptances';
export * from './tables/training';
export * from './tables/checklists';
export * from './tables/notifications';
export * from './tables/risks';
export * from './tables/vendors';
export * from './tables/isms';
export * from './tables/trust';
