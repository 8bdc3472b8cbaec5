export * from './failing';
