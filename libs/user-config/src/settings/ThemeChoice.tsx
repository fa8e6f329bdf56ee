import { useLazyTexts } from '@kickoff/store';
import { RadioGroup } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { userConfigResources } from '../i18n/resources';
import { preferencesActions, selectThemeChoice } from '../preferences/preferences-slice';
import { THEME_CHOICES, type ThemeChoice as Choice } from '../preferences/preferences-state';

/**
 * The theme as the player chooses it: the device's (until they choose), light or dark; the whole site follows at
 * once and the choice is kept in the `app_theme` cookie (none for the device's). Made for the menu drawer.
 */
export function ThemeChoice({ className }: { className?: string }) {
  useLazyTexts(userConfigResources);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const choice = useSelector(selectThemeChoice);
  return (
    <RadioGroup<Choice>
      legend={t('user_config_theme_choice_label')}
      className={className}
      options={THEME_CHOICES.map((value) => ({ value, label: t(`user_config_theme_${value}`) }))}
      value={choice}
      onChange={(value) => dispatch(preferencesActions.themeChosen(value))}
    />
  );
}
