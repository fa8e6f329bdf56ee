import { lazyPart } from '@kickoff/store';
import { useDispatch, useSelector } from 'react-redux';
import { selectIsUpdateNoticeShown, updateNoticeActions } from './update-notice-slice';
import type { UpdateNoticeProps } from './UpdateNotice';

export type ConnectedUpdateNoticeProps = Omit<UpdateNoticeProps, 'onClose'>;

// Rarely owed: its code and texts come from their own chunk once a newer deploy is found.
const ShownUpdateNotice = lazyPart(() => import('./UpdateNotice').then((part) => part.UpdateNotice));

/** The update notice as the layout mounts it: shown while the store says an update is available and not closed. */
export function ConnectedUpdateNotice(props: ConnectedUpdateNoticeProps) {
  const shown = useSelector(selectIsUpdateNoticeShown);
  const dispatch = useDispatch();
  if (!shown) return null;
  return <ShownUpdateNotice {...props} onClose={() => dispatch(updateNoticeActions.dismissed())} />;
}
