/** What other features' console screens use of the questions' console screens (the inbox's cards, the no-hours badge). */
export { QuestionInboxCard, QuestionResults } from './QuestionInbox.js';
export { NoHoursBadge, QuestionThread } from './QuestionThread.js';
