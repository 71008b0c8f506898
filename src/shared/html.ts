/** Escaping text for HTML and XML attributes and content (`&`, `<`, `>`, `"`). */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
