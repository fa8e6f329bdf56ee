import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { registrationPageEntered, type RegistrationRequestPreset } from '../state/registration-slice';
import { RegistrationForm } from './RegistrationForm';
import { useRegistrationForm } from './use-registration-form';

export interface ConnectedRegistrationFormProps extends RegistrationRequestPreset {
  /** After a social network's authorization: what it returned with (query `network`, `code`). */
  network?: unknown;
  code?: unknown;
}

/**
 * The registration page's form (route `registration/{type?}`): the same form as the modal's, prepared from site
 * config on entry. A one-click registration made here opens the modal's credentials step.
 */
export function ConnectedRegistrationForm({ type, bonus, network, code }: ConnectedRegistrationFormProps) {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(registrationPageEntered({ type, bonus, network, code }));
  }, [dispatch, type, bonus, network, code]);
  return <RegistrationForm {...useRegistrationForm(true)} />;
}
