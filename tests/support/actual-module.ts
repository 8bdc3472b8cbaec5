/**
 * A module mock that keeps the actual module's exports, as the getters they are, with `overrides` in their place.
 * Spreading the actual module would read every export at once, which fails while that module is still loading: a
 * module of its own import cycle may ask for the mock first. Call it inside `jest.mock`'s factory through
 * `jest.requireActual`, since a factory may not use the test file's imports.
 */
export function actualWith(path: string, overrides: Record<string, unknown>): object {
  const descriptors = Object.getOwnPropertyDescriptors(jest.requireActual<object>(path));
  for (const name of Object.keys(overrides)) delete descriptors[name];
  return Object.defineProperties({ ...overrides }, descriptors);
}
