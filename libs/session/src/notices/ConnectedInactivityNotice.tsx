import { lazyPart } from '@kickoff/store';
import { useDispatch, useSelector } from 'react-redux';
import { selectShouldShowInactivityNotice } from '../state/selectors';
import { inactivityNoticeDismissed } from '../state/session-slice';

// Owed once after an auto logoff: its modal and texts come from their own chunk only then.
const ShownInactivityNotice = lazyPart(() => import('./InactivityNotice').then((part) => part.InactivityNotice));

/** The inactivity notice as the layout mounts it: open while the store says it is owed (SES-012). */
export function ConnectedInactivityNotice() {
  const open = useSelector(selectShouldShowInactivityNotice);
  const dispatch = useDispatch();
  if (!open) return null;
  return <ShownInactivityNotice open onDismiss={() => dispatch(inactivityNoticeDismissed())} />;
}
