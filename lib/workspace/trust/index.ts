export * from './documents';
export * from './public';
export * from './settings';
