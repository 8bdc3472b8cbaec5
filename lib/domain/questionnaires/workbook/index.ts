export * from './sheet';
export * from './header-words';
export * from './guess-columns';
export * from './question-rows';
export * from './pick-sheet';
export * from './dropdown-choice';
