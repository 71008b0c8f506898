import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';

/**
 * Logout: auth.logout, go home, then drop every cached query and toast. The cache is cleared
 * after leaving the portal, so no mounted portal query refetches (and fails) in between.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = trpc.auth.logout.useMutation();

  async function logout(): Promise<void> {
    try {
      await mutation.mutateAsync();
    } catch {
      toast.error(msg`Logout failed`, msg`An error occurred. Please try again.`);
      return;
    }
    await navigate({ to: '/' });
    queryClient.clear();
    toast.success(msg`Logged out successfully`);
  }

  return { logout, isPending: mutation.isPending };
}
