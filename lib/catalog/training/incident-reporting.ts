import type { Lesson } from './types';

export const incidentReportingLesson: Lesson = {
  id: 'incident-reporting',
  title: 'Reporting security incidents',
  summary: 'What counts as an incident, who to tell, and why telling quickly matters more than being sure.',
  paragraphs: [
    "An incident is anything that may put the organization's systems or data at risk: a lost laptop, a message sent to the wrong person, a password typed into a fake page, a strange pop-up or a file that suddenly cannot be opened.",
    'Report as soon as you notice, even when you are not sure. A false alarm costs minutes; a real incident found late can cost weeks, and some laws allow only a few days to notify those affected.',
    'Tell your security contact or use the agreed reporting channel. Say what happened, when, which device or account, and what you already did.',
    'Do not try to investigate on your own: do not delete messages, wipe a device or contact the attacker. Keep things as they are so the people handling the incident can see what happened.',
  ],
  questions: [
    {
      id: 'what',
      prompt: 'Which of these is a security incident to report?',
      choices: [
        { id: 'a', text: 'A slow printer' },
        { id: 'b', text: 'A spreadsheet of customer data sent to the wrong person' },
        { id: 'c', text: 'A meeting that ran late' },
        { id: 'd', text: 'A new colleague joining' },
      ],
      answer: 'b',
      explanation: 'Data reaching someone who should not have it is an incident, even when it was an accident.',
    },
    {
      id: 'when',
      prompt: 'When should you report something that might be an incident?',
      choices: [
        { id: 'a', text: 'Right away, even if you are not sure' },
        { id: 'b', text: 'Once you have proof' },
        { id: 'c', text: 'At the next team meeting' },
        { id: 'd', text: 'Only if a customer complains' },
      ],
      answer: 'a',
      explanation: 'Early reports limit damage and leave time for notification deadlines.',
    },
    {
      id: 'evidence',
      prompt: 'You suspect malware on your laptop. What should you avoid?',
      choices: [
        { id: 'a', text: 'Telling your security contact' },
        { id: 'b', text: 'Writing down what you saw' },
        { id: 'c', text: 'Wiping the laptop yourself before anyone looks at it' },
        { id: 'd', text: 'Disconnecting it from the network if asked to' },
      ],
      answer: 'c',
      explanation: 'Wiping destroys the traces needed to understand what happened and what was taken.',
    },
    {
      id: 'details',
      prompt: 'What makes a report most useful?',
      choices: [
        { id: 'a', text: 'What happened, when, which device or account, and what you already did' },
        { id: 'b', text: 'A guess at who is responsible' },
        { id: 'c', text: 'Waiting until you can write a full analysis' },
        { id: 'd', text: 'Sending it to as many people as possible' },
      ],
      answer: 'a',
      explanation: 'Those facts let the responders act at once without a round of questions.',
    },
  ],
};
