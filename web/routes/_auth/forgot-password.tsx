import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '../../features/auth/ForgotPasswordForm.js';

/** "Forgot password?": asks for the address a reset link goes to. */
export const Route = createFileRoute('/_auth/forgot-password')({
  component: ForgotPasswordForm,
});
