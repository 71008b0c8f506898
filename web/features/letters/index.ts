/** What other features use of the letters feature. */
export { LetterAnswer } from './LetterAnswer.js';
export { OpenLetterLink } from './OpenLetterLink.js';
export { letterName } from './labels.js';
