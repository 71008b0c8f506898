import { createFileRoute, redirect } from '@tanstack/react-router';
import { TwoFactorSetupPage } from '../../features/auth/TwoFactorSetupPage.js';
import { guard } from '../../features/session/guard.js';

/**
 * Where the console sends an admin without two-factor sign-in (decision record 012): the set-up,
 * then on to the console. Signed-in users only; with two-factor sign-in already on, home.
 */
export const Route = createFileRoute('/_auth/two-factor-setup')({
  beforeLoad: async (ctx) => {
    const { api } = await guard({ role: 'any' })(ctx);
    const { user } = await api.queryClient.ensureQueryData(api.utils.auth.me.queryOptions());
    if (user.twoFactorEnabled) throw redirect({ to: user.role === 'admin' ? '/admin' : '/account' });
    return { api };
  },
  component: TwoFactorSetupPage,
});
