/** What other features use of the glossary: a term's link with its tooltip, and text with the terms linked. */
export { GlossaryRef, withGlossaryRefs } from './GlossaryRef.js';
