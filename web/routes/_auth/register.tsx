import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '../../features/auth/RegisterForm.js';

/** Registration (spec section 2). */
export const Route = createFileRoute('/_auth/register')({
  component: RegisterForm,
});
