import { describe, expect, it } from 'vitest';
import { insertSnippet } from './insert-text.js';

describe('insertSnippet', () => {
  it('fills an empty field', () => {
    expect(insertSnippet('', 'Hallo', null)).toEqual({ value: 'Hallo', caret: 5 });
    expect(insertSnippet('', 'Hallo', { start: 0, end: 0 })).toEqual({ value: 'Hallo', caret: 5 });
  });

  it('appends after what is typed with a paragraph break when the field was not entered yet', () => {
    expect(insertSnippet('Dear Anna,', 'Thanks.', null)).toEqual({ value: 'Dear Anna,\n\nThanks.', caret: 19 });
    expect(insertSnippet('Dear Anna,\n', 'Thanks.', null)).toEqual({ value: 'Dear Anna,\nThanks.', caret: 18 });
  });

  it('inserts at the cursor, spaced from the words around it, and replaces a selection', () => {
    expect(insertSnippet('Yes.Regards', 'See §35a.', { start: 4, end: 4 })).toEqual({ value: 'Yes. See §35a. Regards', caret: 14 });
    expect(insertSnippet('Yes. Regards', 'See §35a.', { start: 5, end: 5 })).toEqual({ value: 'Yes. See §35a. Regards', caret: 14 });
    expect(insertSnippet('Yes. XXX\nRegards', 'See §35a.', { start: 5, end: 8 })).toEqual({ value: 'Yes. See §35a.\nRegards', caret: 14 });
  });

  it('keeps a selection past the end inside the text', () => {
    expect(insertSnippet('Hi', 'there', { start: 9, end: 12 })).toEqual({ value: 'Hi\n\nthere', caret: 9 });
  });
});
