import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../../features/auth/LoginForm.js';
import { validateAuthSearch } from '../../features/session/redirect.js';

/** Login (spec section 2); `?redirect=/path` returns to that page of the site afterwards. */
export const Route = createFileRoute('/_auth/login')({
  validateSearch: validateAuthSearch,
  component: LoginForm,
});
