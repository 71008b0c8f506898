/** Escaping text for HTML and XML attributes and content (`&`, `<`, `>`, `"`). */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The id of the `<script type="application/json">` that carries the package catalogue in every page. */
export const CATALOG_ELEMENT_ID = 'catalog';

/**
 * The id of the `<script type="application/json">` with the signed-in user (`{ user }`, as
 * `auth.me` answers) that the server puts into a portal page's app shell for that user alone
 * (never cached, never on a public page; docs/decisions/024-fast-first-paint.md).
 */
export const SESSION_ELEMENT_ID = 'session';

/**
 * The attribute that marks the client portal's frame (web/features/portal/PortalFrame.tsx) in a
 * signed-in page's root: markup to replace on the first render, never to hydrate (decision record 037).
 */
export const PORTAL_FRAME_ATTRIBUTE = 'data-portal-frame';

/**
 * `data` as a `<script type="application/json" id="…">` element. `<` is escaped, so the text can
 * never close the element; the browser does not execute it (the CSP's script-src does not apply).
 */
function jsonScript(id: string, data: unknown): string {
  return `<script type="application/json" id="${escapeHtml(id)}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** `html` with its JSON script `id` replaced by one carrying `data`, or one added before `</body>`. */
export function withJsonScript(html: string, id: string, data: unknown): string {
  const script = jsonScript(id, data);
  const existing = new RegExp(`<script type="application/json" id="${id}">[^<]*</script>`);
  if (existing.test(html)) return html.replace(existing, () => script);
  return html.replace('</body>', () => `${script}\n  </body>`);
}
