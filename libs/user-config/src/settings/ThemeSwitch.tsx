import { type RootState, useLazyTexts } from '@kickoff/store';
import { Checkbox } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { preferencesActions } from '../preferences/preferences-slice';
import { APP_THEME } from '../preferences/preferences-state';
import { userConfigResources } from '../i18n/resources';

/**
 * The header's quick theme switch: one checkbox showing the theme shown (the device's too), the whole site follows at
 * once. A tick is a choice; `ThemeChoice` also offers the way back to the device's theme.
 */
export function ThemeSwitch() {
  useLazyTexts(userConfigResources);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const isDark = useSelector((state: RootState) => state.preferences.appTheme === APP_THEME.dark);
  return (
    <Checkbox
      label={t('user_config_theme_label')}
      role="switch"
      checked={isDark}
      onChange={(event) => dispatch(preferencesActions.themeChosen(event.currentTarget.checked ? 'dark' : 'light'))}
    />
  );
}
