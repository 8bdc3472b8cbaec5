export * from './failing';
export * from './exceptions';
