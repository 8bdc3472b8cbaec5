import type { Lesson } from './types';

export const dataHandlingLesson: Lesson = {
  id: 'data-handling',
  title: 'Handling data with care',
  summary: 'Know what is confidential, share it only where it belongs, and keep no more than you need.',
  paragraphs: [
    'Not all information needs the same care. Customer records, personal data, contracts, source code and credentials are confidential; a published price list is not. When unsure, treat it as confidential.',
    'Keep work data in the systems your organization approved. Copying it to a personal e-mail, a private cloud drive or a USB stick takes it outside every protection the company has set up.',
    'Share with the fewest people who need it, and prefer links with access rights over attachments. Check the recipients before sending, especially when the address book fills them in for you.',
    'Keep data only as long as it is needed, then delete it the approved way. Data that no longer exists cannot leak.',
  ],
  questions: [
    {
      id: 'personal-drive',
      prompt: 'You want to finish a customer report at home. What is acceptable?',
      choices: [
        { id: 'a', text: 'E-mail it to your personal address' },
        { id: 'b', text: 'Work on it through the approved company systems' },
        { id: 'c', text: 'Copy it to a personal USB stick' },
        { id: 'd', text: 'Upload it to a free file-sharing site' },
      ],
      answer: 'b',
      explanation: "Approved systems keep the data under the organization's access controls and logs.",
    },
    {
      id: 'unsure',
      prompt: 'You are not sure whether a document is confidential. How should you treat it?',
      choices: [
        { id: 'a', text: 'As public until someone says otherwise' },
        { id: 'b', text: 'As confidential until you know otherwise' },
        { id: 'c', text: 'It depends on the file size' },
        { id: 'd', text: 'Ask a customer' },
      ],
      answer: 'b',
      explanation: 'Erring on the side of care costs little; a wrong guess the other way can expose data.',
    },
    {
      id: 'sharing',
      prompt: 'What is the safer way to share a confidential file with a colleague?',
      choices: [
        { id: 'a', text: 'A link with access limited to that colleague' },
        { id: 'b', text: 'A link anyone with the address can open' },
        { id: 'c', text: 'A chat message to the whole company channel' },
        { id: 'd', text: 'A printout left at reception' },
      ],
      answer: 'a',
      explanation: 'A restricted link reaches only the person who needs it and can be revoked later.',
    },
    {
      id: 'retention',
      prompt: 'Why delete data you no longer need?',
      choices: [
        { id: 'a', text: 'To save a little disk space' },
        { id: 'b', text: 'Data that no longer exists cannot be lost or stolen' },
        { id: 'c', text: 'It is never a good idea' },
        { id: 'd', text: 'Old data slows down the internet' },
      ],
      answer: 'b',
      explanation: 'Keeping less shrinks what a breach could expose, and many laws require it.',
    },
  ],
};
