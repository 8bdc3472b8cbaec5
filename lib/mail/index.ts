// Mail: letters are queued in the database and sent through SMTP_URL, or written into DATA_DIR/outbox without one.
export { letterKinds, type LetterKind } from './kinds';
export { queueMail, sendMail, type Letter, type MailExecutor } from './queue';
export { kickMailSender, sendQueuedMail, startMailSender } from './sender';
