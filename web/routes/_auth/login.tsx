import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../../features/auth/LoginForm.js';

/** Login (spec section 2). */
export const Route = createFileRoute('/_auth/login')({
  component: LoginForm,
});
