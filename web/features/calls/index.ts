/** The portal's calls (docs/decisions/072-calls.md): the list, the booking form and the dashboard's card. */
export { BookCallForm } from './BookCallForm.js';
export { CallList } from './CallList.js';
export { CallsCard } from './CallsCard.js';
export { CallsNotIncluded } from './CallsNotIncluded.js';
