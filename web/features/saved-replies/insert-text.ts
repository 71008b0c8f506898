/**
 * Where and how a saved reply goes into a message being written: at the cursor (replacing the
 * selected text), or at the end when the writer has not been in the field yet, keeping what is
 * already typed and a space or paragraph break between the two.
 */

/** The text after inserting `snippet` and the caret's place right after it. */
export interface Inserted {
  value: string;
  caret: number;
}

/**
 * Inserts `snippet` into `value` between `selection.start` and `selection.end` (the selected text
 * goes), or at the end when `selection` is null. Text before it that does not end in white space
 * gets a paragraph break (at the end) or a space (inside the text); text after it that does not
 * start with white space gets a space.
 */
export function insertSnippet(value: string, snippet: string, selection: { start: number; end: number } | null): Inserted {
  const start = Math.max(0, Math.min(selection?.start ?? value.length, value.length));
  const end = Math.max(start, Math.min(selection?.end ?? value.length, value.length));
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = before === '' || /\s$/.test(before) ? '' : after === '' ? '\n\n' : ' ';
  const trail = after === '' || /^\s/.test(after) ? '' : ' ';
  const inserted = `${lead}${snippet}${trail}`;
  return { value: `${before}${inserted}${after}`, caret: before.length + lead.length + snippet.length };
}
