/** Attachments of a question's messages, without the schemas (questions.schema.ts re-exports it; docs/decisions/041-confirmed-details-as-text.md). */

/** Documents attached to one message. */
export const MESSAGE_ATTACHMENTS_MAX = 10;
