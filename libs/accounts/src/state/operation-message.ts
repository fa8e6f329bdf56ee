import type { AccountsMessage } from './accounts-slice';

/** doc 000 §8: a refused operation answers `success: false` with the server's message, which the player sees as is. */
export function messageOf(
  result: { data?: { success: boolean; message: string }; error?: unknown },
  showSuccess: boolean,
): AccountsMessage | undefined {
  if (!result.data) return { tone: 'error', key: 'accounts_failed' };
  if (!result.data.success)
    return result.data.message
      ? { tone: 'error', text: result.data.message }
      : { tone: 'error', key: 'accounts_failed' };
  return showSuccess && result.data.message ? { tone: 'success', text: result.data.message } : undefined;
}
