import type { Lesson } from './types';

export const passwordsLesson: Lesson = {
  id: 'passwords-mfa',
  title: 'Passwords and multi-factor sign-in',
  summary: 'Long, unique passwords kept in a password manager, and a second factor on every account that offers one.',
  paragraphs: [
    'Most account break-ins do not guess a password: they reuse one that leaked from another website. A password used in two places is only as safe as the weaker of the two.',
    'Use a password manager. It creates a long random password for each account and fills it in only on the real website, which also protects you from look-alike pages.',
    'Where you must remember a password, such as the one that opens the manager, use a passphrase of several unrelated words. Length matters more than symbols.',
    'Turn on multi-factor sign-in (MFA) everywhere it is offered. An authenticator app or a security key is stronger than a text message. Approve a sign-in prompt only when you started the sign-in yourself.',
    'Never share a password, not even with IT or a manager. People who really support you can reset access without knowing your password.',
  ],
  questions: [
    {
      id: 'reuse',
      prompt: 'Why is reusing a password across websites dangerous?',
      choices: [
        { id: 'a', text: 'Websites forbid it in their terms' },
        { id: 'b', text: 'A leak at one site lets attackers sign in to the others' },
        { id: 'c', text: 'It makes the password expire sooner' },
        { id: 'd', text: 'It is not dangerous if the password is long' },
      ],
      answer: 'b',
      explanation: 'Leaked passwords are tried automatically on many other services, however long they are.',
    },
    {
      id: 'manager',
      prompt: 'What is the best way to keep a unique password for every account?',
      choices: [
        { id: 'a', text: 'A notebook on your desk' },
        { id: 'b', text: 'One strong password with the site name added at the end' },
        { id: 'c', text: 'A password manager' },
        { id: 'd', text: 'A spreadsheet named "passwords"' },
      ],
      answer: 'c',
      explanation: 'A password manager generates and stores random passwords and only fills them in on the real site.',
    },
    {
      id: 'prompt',
      prompt: 'Your phone shows an MFA approval request, but you are not signing in anywhere. What do you do?',
      choices: [
        { id: 'a', text: 'Approve it to make the notifications stop' },
        { id: 'b', text: 'Deny it, change your password and report it' },
        { id: 'c', text: 'Ignore it' },
        { id: 'd', text: 'Turn MFA off' },
      ],
      answer: 'b',
      explanation: 'An unexpected prompt means someone else has your password; deny it and change the password.',
    },
    {
      id: 'sharing',
      prompt: 'Someone from "IT" asks for your password to fix your account. What is right?',
      choices: [
        { id: 'a', text: 'Give it, IT is allowed to know it' },
        { id: 'b', text: 'Give it by phone rather than e-mail' },
        { id: 'c', text: 'Refuse: real support resets access without your password' },
        { id: 'd', text: 'Give an old password instead' },
      ],
      answer: 'c',
      explanation: 'No legitimate support process needs your password; a request for it is a warning sign.',
    },
    {
      id: 'factor',
      prompt: 'Which second factor is the strongest?',
      choices: [
        { id: 'a', text: 'A code sent by text message' },
        { id: 'b', text: 'A security question' },
        { id: 'c', text: 'A hardware security key' },
        { id: 'd', text: 'A second password' },
      ],
      answer: 'c',
      explanation: 'A security key proves possession and checks the website itself, so it resists phishing.',
    },
  ],
};
