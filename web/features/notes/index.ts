/** What other features use of internal notes (console only; docs/decisions/062-internal-notes.md): the notes panel. */
export { InternalNotes } from './InternalNotes.js';
