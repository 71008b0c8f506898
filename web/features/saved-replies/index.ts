/**
 * What the console uses of saved replies (docs/decisions/063-saved-replies.md): the page's list and
 * its form, and the insert control of the answer, reply and letter explanation forms.
 */
export { SavedRepliesList } from './SavedRepliesList.js';
export { SavedReplyDialog } from './SavedReplyDialog.js';
export { SavedReplyInsert } from './SavedReplyInsert.js';
