import { type RootState, useLazyTexts } from '@kickoff/store';
import { SelectField } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectAllowedCoefViews } from '../odds/odds-formats';
import { preferencesActions } from '../preferences/preferences-slice';
import { userConfigResources } from '../i18n/resources';

/** The odds formats the site and the app view allow; the coupon, host lists and remote pages follow the choice. */
export function OddsFormatSelect({ className }: { className?: string }) {
  useLazyTexts(userConfigResources);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const allowed = useSelector(selectAllowedCoefViews);
  const chosen = useSelector((state: RootState) => state.preferences.coefViewId);
  return (
    <SelectField
      label={t('user_config_odds_label')}
      className={className}
      value={String(chosen)}
      onChange={(event) => dispatch(preferencesActions.coefViewChosen(Number(event.currentTarget.value)))}
    >
      {allowed.map((id) => (
        <option key={id} value={String(id)}>
          {t(`user_config_odds_${id}`)}
        </option>
      ))}
    </SelectField>
  );
}
