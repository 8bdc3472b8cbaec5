import type { Lesson } from './types';

/** Assigned only to organizations that follow HIPAA. */
export const hipaaLesson: Lesson = {
  id: 'hipaa',
  title: 'Protecting health information (HIPAA)',
  summary: 'What protected health information is, the minimum necessary rule, and what to do when it is exposed.',
  onlyFor: 'hipaa',
  paragraphs: [
    'Protected health information (PHI) is any health-related information that can be tied to a person: a diagnosis, a lab result, an appointment, a billing record, even a name together with the fact that someone is a patient.',
    'Use and share only the minimum necessary PHI for the task at hand. Being able to open a record does not mean you should; look only at what your work requires.',
    'Send PHI only through approved, encrypted channels, and never discuss it where others can overhear. Printed PHI goes in locked storage and is shredded when no longer needed.',
    'A disclosure to the wrong person, a lost device holding PHI or a look at records without a work reason may be a breach. Report it at once: HIPAA sets deadlines for notifying those affected, and the assessment starts with your report.',
  ],
  questions: [
    {
      id: 'phi',
      prompt: 'Which of these is protected health information?',
      choices: [
        { id: 'a', text: 'A published article about flu season' },
        { id: 'b', text: "A patient's name with their appointment date" },
        { id: 'c', text: "The clinic's opening hours" },
        { id: 'd', text: 'An anonymous count of visits per year' },
      ],
      answer: 'b',
      explanation: 'A name tied to care received identifies a patient, so it is PHI.',
    },
    {
      id: 'minimum',
      prompt: 'What does the minimum necessary rule ask of you?',
      choices: [
        { id: 'a', text: 'To use only the PHI your task requires' },
        { id: 'b', text: 'To keep at least one copy of every record' },
        { id: 'c', text: 'To share records with every colleague' },
        { id: 'd', text: 'To work the minimum hours' },
      ],
      answer: 'a',
      explanation: 'Access and disclosure are limited to what the task actually needs.',
    },
    {
      id: 'curiosity',
      prompt: 'A well-known person is a patient. May you look at their record out of curiosity?',
      choices: [
        { id: 'a', text: 'Yes, if you have access to the system' },
        { id: 'b', text: 'Yes, if you tell no one' },
        { id: 'c', text: 'No, only with a work reason' },
        { id: 'd', text: 'Yes, after working hours' },
      ],
      answer: 'c',
      explanation: 'Looking without a work reason is a privacy violation even if nothing is shared.',
    },
    {
      id: 'breach',
      prompt: 'You e-mailed a lab result to the wrong patient. What do you do?',
      choices: [
        { id: 'a', text: 'Ask them to delete it and move on' },
        { id: 'b', text: 'Report it straight away to your privacy or security contact' },
        { id: 'c', text: 'Send the right result and say nothing' },
        { id: 'd', text: 'Wait to see whether they complain' },
      ],
      answer: 'b',
      explanation: 'It may be a reportable breach, and notification deadlines start when it is discovered.',
    },
    {
      id: 'channel',
      prompt: 'How should PHI be sent to a partner clinic?',
      choices: [
        { id: 'a', text: 'Through an approved, encrypted channel' },
        { id: 'b', text: 'From your personal e-mail, it is faster' },
        { id: 'c', text: 'By text message' },
        { id: 'd', text: 'On a public file-sharing link' },
      ],
      answer: 'a',
      explanation: 'Approved encrypted channels protect PHI in transit and leave a record of the disclosure.',
    },
  ],
};
