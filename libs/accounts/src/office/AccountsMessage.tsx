import { Notice } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import type { AccountsMessage as Message } from '../state/accounts-slice';

/** What the last operation told the player: the server's own words (doc 000 §8), else ours. */
export function AccountsMessage({ message, onClose }: { message: Message | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Notice tone={message.tone} onClose={onClose}>
      {'text' in message ? message.text : t(message.key)}
    </Notice>
  );
}
