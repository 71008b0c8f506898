/** What other features use of the documents feature. */
export { uploadDocument } from './upload.js';
