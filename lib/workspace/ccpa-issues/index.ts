export * from './issues';
export * from './pages';
