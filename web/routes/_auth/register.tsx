import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '../../features/auth/RegisterForm.js';
import { validateAuthSearch } from '../../features/session/redirect.js';

/** Registration (spec section 2); `?redirect=/path` returns to that page of the site afterwards. */
export const Route = createFileRoute('/_auth/register')({
  validateSearch: validateAuthSearch,
  component: RegisterForm,
});
