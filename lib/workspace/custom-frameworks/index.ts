export * from './read';
export * from './store';
