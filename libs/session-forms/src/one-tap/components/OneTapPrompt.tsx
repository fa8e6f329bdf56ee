import { useIsSignedIn } from '@kickoff/contracts';
import { useDispatch, useSelector } from 'react-redux';
import { oneTapApi } from '../state/one-tap-api';
import { isOneTapOffered, selectOneTap } from '../state/one-tap-selectors';
import { oneTapDismissed, oneTapRequested } from '../state/one-tap-slice';
import { OneTapPromptView } from './OneTapPromptView';

/**
 * The social one-tap prompt as the layout mounts it (MOD-019): for anonymous visitors only (SES-032); it fetches
 * the client id (SES-033) and stays hidden when there is none, since the provider cannot be asked without it.
 */
export function OneTapPrompt({ className }: { className?: string }) {
  const oneTap = useSelector(selectOneTap);
  const offer = isOneTapOffered(oneTap, useIsSignedIn());
  const { status } = oneTap;
  const dispatch = useDispatch();
  const clientId = oneTapApi.useSessionOneTapClientIdQuery(undefined, { skip: !offer });
  if (!offer || clientId.isError) return null;
  return (
    <OneTapPromptView
      status={status}
      ready={clientId.data !== undefined}
      onContinue={() => dispatch(oneTapRequested())}
      onDismiss={() => dispatch(oneTapDismissed())}
      className={className}
    />
  );
}
