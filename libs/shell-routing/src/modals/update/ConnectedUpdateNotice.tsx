import { useDispatch, useSelector } from 'react-redux';
import { selectIsUpdateNoticeShown, updateNoticeActions } from './update-notice-slice';
import { UpdateNotice, type UpdateNoticeProps } from './UpdateNotice';

export type ConnectedUpdateNoticeProps = Omit<UpdateNoticeProps, 'onClose'>;

/** The update notice as the layout mounts it: shown while the store says an update is available and not closed. */
export function ConnectedUpdateNotice(props: ConnectedUpdateNoticeProps) {
  const shown = useSelector(selectIsUpdateNoticeShown);
  const dispatch = useDispatch();
  if (!shown) return null;
  return <UpdateNotice {...props} onClose={() => dispatch(updateNoticeActions.dismissed())} />;
}
