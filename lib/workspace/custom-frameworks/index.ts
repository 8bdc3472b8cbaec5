export * from './read';
export * from './store';
export * from './licensed';
