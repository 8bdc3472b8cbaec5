import { extraMapsOf } from './mapping';

/** The existing controls that satisfy FCRA duties (the consumer report controls carry their own maps). */
export const fcraMapping = extraMapsOf('fcra', {
  '§1681w': ['AST-07'],
  '§1681b(g)': ['PRV-08'],
  '§1681s-2(a)(2)': ['PRV-15'],
  '§1681s-3': ['PRV-17'],
});
