import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { registrationApi } from '../state/registration-api';
import { selectRegistration } from '../state/registration-selectors';
import {
  registrationBonusChosen,
  registrationCountryChosen,
  registrationFieldChanged,
  registrationSubmitted,
  registrationTypeChosen,
  socialAuthorizationStarted,
} from '../state/registration-slice';
import type { RegistrationFormProps } from './RegistrationForm';

const NO_COUNTRIES = [] as const;

/** The form's props from the store; the country list is loaded while `active`, the first country preselected. */
export function useRegistrationForm(active: boolean): RegistrationFormProps {
  const dispatch = useDispatch();
  const registration = useSelector(selectRegistration);
  const countries = registrationApi.useRegistrationCountriesQuery(undefined, { skip: !active });
  const list = countries.data ?? NO_COUNTRIES;
  const chosen = registration.fields.country;
  const first = list[0];

  useEffect(() => {
    if (active && !chosen && first) dispatch(registrationCountryChosen(first));
  }, [active, chosen, first, dispatch]);

  return {
    types: registration.offer?.types ?? [],
    type: registration.type,
    onTypeChange: (type) => dispatch(registrationTypeChosen(type)),
    fields: registration.fields,
    onFieldChange: (field, value) => dispatch(registrationFieldChanged({ field, value })),
    countries: list,
    countriesFailed: countries.isError || (countries.isSuccess && list.length === 0),
    onCountryChange: (country) => dispatch(registrationCountryChosen(country)),
    currency: registration.offer?.currency ?? '',
    bonus: registration.bonus,
    onBonusChange: (bonus) => dispatch(registrationBonusChosen(bonus)),
    socialNetworks: registration.offer?.socialNetworks ?? [],
    social: registration.social,
    socialStarting: registration.socialStarting,
    onSocialNetworkChosen: (network) => dispatch(socialAuthorizationStarted(network)),
    problems: registration.problems,
    failure: registration.failure,
    submitting: registration.submitting,
    onSubmit: () => dispatch(registrationSubmitted()),
  };
}
