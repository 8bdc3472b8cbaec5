// Stands in for the `server-only` guard, which throws outside a React Server Components build.
export {};
