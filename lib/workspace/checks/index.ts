export * from './failing';
export * from './runs';
