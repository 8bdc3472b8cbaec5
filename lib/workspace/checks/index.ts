export { endCheckException, listCheckExceptions, recordCheckException, type CheckException } from './exceptions';
export { failingCheckControls, readCheckStandings } from './failing';
export { checkRunsForPeriod } from './runs';
