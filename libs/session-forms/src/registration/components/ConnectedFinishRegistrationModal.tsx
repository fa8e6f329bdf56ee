import { useDispatch, useSelector } from 'react-redux';
import { selectRegistration, selectShouldOfferFinishRegistration } from '../state/registration-selectors';
import {
  finishRegistrationFieldChanged,
  finishRegistrationPostponed,
  finishRegistrationSubmitted,
} from '../state/registration-slice';
import { FinishRegistrationModal } from './FinishRegistrationModal';

/** MOD-021 as the layout mounts it: shown while finishing a pay-and-play profile is due and registration is closed. */
export function ConnectedFinishRegistrationModal() {
  const dispatch = useDispatch();
  const open = useSelector(selectShouldOfferFinishRegistration);
  const { email, password, problems, submitting, failed } = useSelector(selectRegistration).finish;
  return (
    <FinishRegistrationModal
      open={open}
      email={email}
      password={password}
      problems={problems}
      submitting={submitting}
      failed={failed}
      onFieldChange={(field, value) => dispatch(finishRegistrationFieldChanged({ field, value }))}
      onSubmit={() => dispatch(finishRegistrationSubmitted())}
      onLater={() => dispatch(finishRegistrationPostponed())}
    />
  );
}
