import { useDispatch, useSelector } from 'react-redux';
import { selectRegistration } from '../state/registration-selectors';
import { credentialsSaveRequested, registrationClosed } from '../state/registration-slice';
import { RegistrationModal } from './RegistrationModal';
import { useCredentialsCard } from './use-credentials-card';
import { useRegistrationForm } from './use-registration-form';

/** The registration modal as the layout mounts it: opened by `openRegistration()` when the rule says modal. */
export function ConnectedRegistrationModal() {
  const dispatch = useDispatch();
  const { isOpen, step, credentials, saving } = useSelector(selectRegistration);
  const form = useRegistrationForm(isOpen);
  const card = useCredentialsCard(credentials);
  return (
    <RegistrationModal
      open={isOpen}
      onClose={() => dispatch(registrationClosed())}
      step={step}
      form={form}
      credentials={
        credentials && card
          ? {
              credentials,
              saving,
              onSave: (option, email) => dispatch(credentialsSaveRequested({ option, email, card })),
            }
          : null
      }
    />
  );
}
