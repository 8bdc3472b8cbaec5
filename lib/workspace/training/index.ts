export { recordOutsideCourse } from './outside';
export { ownTraining, pageOfTraining, personTraining, trainingOverview } from './overview';
export { submitQuiz } from './quiz';
export { LEFT_TRAINING_MESSAGE, NO_PERSON_MESSAGE, organizationLessons } from './records';
export { fileOutsideTraining, fileTrainingWhenComplete, TRAINING_CONTROLS } from './evidence';
