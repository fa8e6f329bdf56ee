import { useDispatch, useSelector } from 'react-redux';
import { selectShouldShowInactivityNotice } from '../state/selectors';
import { inactivityNoticeDismissed } from '../state/session-slice';
import { InactivityNotice } from './InactivityNotice';

/** The inactivity notice as the layout mounts it: open while the store says it is owed (SES-012). */
export function ConnectedInactivityNotice() {
  const open = useSelector(selectShouldShowInactivityNotice);
  const dispatch = useDispatch();
  return <InactivityNotice open={open} onDismiss={() => dispatch(inactivityNoticeDismissed())} />;
}
