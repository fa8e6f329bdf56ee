import { lazyPart } from '@kickoff/store';
import { useSelector } from 'react-redux';
import { selectHasTermsUpdate } from '../state/selectors';
import type { TermsUpdateNoticeProps } from './TermsUpdateNotice';

export interface ConnectedTermsUpdateNoticeProps extends TermsUpdateNoticeProps {
  /** On the confirm-terms page the page itself says it all. */
  isConfirmTermsPage: boolean;
}

// Owed only when the terms changed: its code and texts come from their own chunk then.
const ShownTermsUpdateNotice = lazyPart(() => import('./TermsUpdateNotice').then((part) => part.TermsUpdateNotice));

/**
 * The notice as the layout mounts it: shown to a signed-in user whose terms changed, anywhere but the confirm
 * page. In practice that is an exempt page (SES-054) or the moment before the redirect lands.
 */
export function ConnectedTermsUpdateNotice({ isConfirmTermsPage, ...props }: ConnectedTermsUpdateNoticeProps) {
  const shown = useSelector(selectHasTermsUpdate);
  if (!shown || isConfirmTermsPage) return null;
  return <ShownTermsUpdateNotice {...props} />;
}
