/**
 * What the login, register and reset pages do once the server has signed the user in: forget
 * anything cached for a previous session, put the new session's user into the cache (the guard and
 * the header need no round trip), show the toast (`title`, `description`) and go to `href`.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { MeResponse } from '#shared/auth/auth.schema.js';
import { toast } from '../../lib/toast.js';
import { trpc } from '../../lib/trpc.js';

export function useStartSession(): (data: MeResponse, href: string, title: MessageDescriptor, description?: MessageDescriptor) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  return async (data, href, title, description) => {
    queryClient.removeQueries();
    utils.auth.me.setData(undefined, data);
    toast.success(title, description);
    await navigate({ href });
  };
}
