export * from './exceptions';
export * from './failing';
export * from './runs';
