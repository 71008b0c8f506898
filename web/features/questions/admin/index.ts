/** What other features' console screens use of the questions' console screens (the inbox's cards). */
export { QuestionInboxCard, QuestionResults } from './QuestionInbox.js';
export { QuestionThread } from './QuestionThread.js';
