/** What other features use of the questions feature: a question's card and messages, the note before asking. */
export { AskInfoNotice } from './AskInfoNotice.js';
export { MessageWithDocuments, useMessageDraft } from './MessageWithDocuments.js';
export { useAskForm } from './use-ask-form.js';
export { ExpertAnswer, LETTER_EXPLANATION_ID, QuestionCard } from './QuestionCard.js';
