import type { Lesson } from './types';

export const deviceSecurityLesson: Lesson = {
  id: 'device-security',
  title: 'Keeping devices secure',
  summary: 'Updates, screen locks, encryption and care in public places for every device that holds work data.',
  paragraphs: [
    'Every laptop and phone that opens work data is a door into the organization. Keep its system and apps up to date: most updates close holes that attackers already know about.',
    'Lock the screen whenever you step away and set it to lock by itself after a few minutes. Use a PIN or biometrics on phones.',
    'Keep disk encryption on, so a lost or stolen device does not give away its contents. Report a lost device straight away so access can be revoked.',
    'Install software only from trusted sources, and avoid public USB chargers and unknown USB sticks. On public Wi-Fi, rely on sites protected by HTTPS or the company VPN.',
  ],
  questions: [
    {
      id: 'updates',
      prompt: 'Your laptop asks to install a security update. What is best?',
      choices: [
        { id: 'a', text: 'Postpone it for as long as possible' },
        { id: 'b', text: 'Install it soon, updates close known holes' },
        { id: 'c', text: 'Turn automatic updates off' },
        { id: 'd', text: 'Only update once a year' },
      ],
      answer: 'b',
      explanation: 'Attackers exploit known flaws quickly after they are published; updating closes them.',
    },
    {
      id: 'lock',
      prompt: 'You leave your desk for a coffee. What should you do?',
      choices: [
        { id: 'a', text: 'Nothing, you will be back soon' },
        { id: 'b', text: 'Turn the monitor off' },
        { id: 'c', text: 'Lock the screen' },
        { id: 'd', text: 'Ask a colleague to watch it' },
      ],
      answer: 'c',
      explanation: 'An unlocked screen lets anyone passing by act under your name.',
    },
    {
      id: 'lost',
      prompt: 'You lost your work phone. What is the first step?',
      choices: [
        { id: 'a', text: 'Report it immediately so access can be revoked' },
        { id: 'b', text: 'Buy a new one and say nothing' },
        { id: 'c', text: 'Wait a week in case it turns up' },
        { id: 'd', text: 'Post about it on social media' },
      ],
      answer: 'a',
      explanation: 'A quick report lets the organization lock or wipe the device and end its sessions.',
    },
    {
      id: 'usb',
      prompt: 'You find a USB stick in the car park labelled "Salaries". What do you do?',
      choices: [
        { id: 'a', text: 'Plug it in to find its owner' },
        { id: 'b', text: 'Hand it to your security contact without plugging it in' },
        { id: 'c', text: "Plug it into a colleague's computer instead" },
        { id: 'd', text: 'Keep it as a spare' },
      ],
      answer: 'b',
      explanation: 'Dropped USB sticks are a known trick to run malicious code; never plug in unknown devices.',
    },
  ],
};
