/** The search of a page that an e-mailed link opens with `?token=…`. */
export interface TokenSearch {
  token?: string;
}

/** `validateSearch` of such a page: the token when it is a non-empty string, else nothing. */
export function validateTokenSearch(search: Record<string, unknown>): TokenSearch {
  return typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {};
}
