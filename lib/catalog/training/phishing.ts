import type { Lesson } from './types';

export const phishingLesson: Lesson = {
  id: 'phishing',
  title: 'Spotting phishing',
  summary: 'How fake messages try to get your password, money or data, and what to do with one.',
  paragraphs: [
    'Phishing is a message that pretends to come from someone you trust so that you click a link, open a file, pay an invoice or type your password. It arrives by e-mail most often, but also by text message, chat and phone.',
    'The signs are usually small: a sender address that is almost right, a link whose real destination differs from its text, an unexpected attachment, and above all pressure. "Your account closes today" or "the CEO needs gift cards now" is designed to stop you from thinking.',
    'Before you click, hover over the link and read the domain from right to left. When a message asks for money, credentials or data, confirm it through a channel you already know, such as the phone number in your company directory, never the one in the message.',
    'If you clicked or typed your password, say so at once. Changing the password and ending sessions within minutes is cheap; discovering a stolen account weeks later is not. Nobody is blamed for reporting quickly.',
    "Report suspicious messages with your mail client's report button or to your security contact, then delete them. One report can protect every colleague who received the same message.",
  ],
  questions: [
    {
      id: 'pressure',
      prompt:
        'A message from "IT support" says your mailbox will be deleted in one hour unless you sign in through its link. What is the strongest warning sign?',
      choices: [
        { id: 'a', text: 'It mentions your mailbox' },
        { id: 'b', text: 'The urgent deadline pushing you to act without checking' },
        { id: 'c', text: 'It was sent during working hours' },
        { id: 'd', text: 'It has a company logo' },
      ],
      answer: 'b',
      explanation: 'Manufactured urgency is the most common lever of phishing: it is meant to stop you from checking.',
    },
    {
      id: 'link',
      prompt: 'How do you find where a link really goes before clicking it?',
      choices: [
        { id: 'a', text: 'Read the link text in the message' },
        { id: 'b', text: 'Trust it if the message is well written' },
        { id: 'c', text: 'Hover over it and read the real domain' },
        { id: 'd', text: 'Click it in a private browser window' },
      ],
      answer: 'c',
      explanation: 'The text of a link can say anything; hovering shows the address it actually opens.',
    },
    {
      id: 'payment',
      prompt: 'A supplier e-mails new bank details for the next payment. What should you do?',
      choices: [
        { id: 'a', text: 'Update the details, the e-mail came from their address' },
        { id: 'b', text: 'Reply to the e-mail to ask whether it is genuine' },
        { id: 'c', text: 'Call the supplier on a number you already had and confirm' },
        { id: 'd', text: 'Pay half to the old account and half to the new one' },
      ],
      answer: 'c',
      explanation: 'Confirm through a channel you already trust; replying reaches whoever sent the message.',
    },
    {
      id: 'clicked',
      prompt: 'You typed your password into a page that turned out to be fake. What now?',
      choices: [
        { id: 'a', text: 'Wait and see whether anything odd happens' },
        { id: 'b', text: 'Change the password and report it to your security contact right away' },
        { id: 'c', text: 'Delete the e-mail so nobody finds out' },
        { id: 'd', text: 'Log out of your computer' },
      ],
      answer: 'b',
      explanation: 'Acting within minutes, and telling the people who can end stolen sessions, limits the damage.',
    },
  ],
};
