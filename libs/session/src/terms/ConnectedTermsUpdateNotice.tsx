import { useSelector } from 'react-redux';
import { selectHasTermsUpdate } from '../state/selectors';
import { TermsUpdateNotice, type TermsUpdateNoticeProps } from './TermsUpdateNotice';

export interface ConnectedTermsUpdateNoticeProps extends TermsUpdateNoticeProps {
  /** On the confirm-terms page the page itself says it all. */
  isConfirmTermsPage: boolean;
}

/**
 * The notice as the layout mounts it: shown to a signed-in user whose terms changed, anywhere but the confirm
 * page. In practice that is an exempt page (SES-054) or the moment before the redirect lands.
 */
export function ConnectedTermsUpdateNotice({ isConfirmTermsPage, ...props }: ConnectedTermsUpdateNoticeProps) {
  const shown = useSelector(selectHasTermsUpdate);
  if (!shown || isConfirmTermsPage) return null;
  return <TermsUpdateNotice {...props} />;
}
