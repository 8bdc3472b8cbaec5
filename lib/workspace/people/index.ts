export { MANAGER_MESSAGE, createPerson, recordDeparture, takenEmailMessage, updatePerson } from './edits';
export { importPeople } from './import';
export { enrolMemberAsPerson, recordMemberLeft } from './membership';
export { activeOn, listPeople, peopleChoices, peopleDepartments, peopleStats, personOf, readPerson } from './records';
export { syncDirectoryPeople, type DirectorySync } from './directory';
export { leaversBy, peopleEmailsOf } from './leavers';
export { syncHrPeople, type HrSync } from './hr-sync';
