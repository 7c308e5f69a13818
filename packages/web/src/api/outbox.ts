/**
 * The outbox page's calls (administrators): every mail the server sends, its state and its
 * links; resend and delete. Routes under the user service's base path (docs/API.md "Outbox").
 */
import type { OutboxListAnswer, OutboxResendAnswer } from '@vitrine/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userServicePost } from './users';

const OUTBOX_KEY = ['outbox'] as const;
/** One page of the outbox: the newest mails (the page shows 200 at most). */
const PAGE_SIZE = 200;

export function useOutbox() {
  return useQuery({
    queryKey: OUTBOX_KEY,
    queryFn: () => userServicePost<OutboxListAnswer>('/v1/outbox/list', { limit: PAGE_SIZE }),
    // Mails change state on their own (the sender retries): look again now and then.
    refetchInterval: 15_000,
    staleTime: 0,
  });
}

function useOutboxChange<T>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => userServicePost<T>(path, { id }),
    onSettled: () => client.invalidateQueries({ queryKey: OUTBOX_KEY }),
  });
}

/** Queues a mail anew and tries it at once; answers its state. */
export const useResendMail = () => useOutboxChange<OutboxResendAnswer>('/v1/outbox/resend');
/** Removes a mail from the outbox. */
export const useDeleteMail = () => useOutboxChange<{ id: string }>('/v1/outbox/delete');
