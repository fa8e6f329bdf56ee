import { type RootState, useLazyTexts } from '@kickoff/store';
import { RadioGroup } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { preferencesActions } from '../preferences/preferences-slice';
import { APP_VIEW, type AppView } from '../preferences/preferences-state';
import { OddsFormatSelect } from './OddsFormatSelect';
import styles from './OfficeSettingsPage.module.css';
import { ThemeChoice } from './ThemeChoice';
import { TimeSettings } from './TimeSettings';
import { userConfigResources } from '../i18n/resources';

/** `/{lng}/office/settings`: a host page (the office's other pages stay remote). */
export function OfficeSettingsPage() {
  useLazyTexts(userConfigResources);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const appView = useSelector((state: RootState) => state.preferences.appViewType);
  return (
    <section aria-labelledby="office-settings-title" className={styles.page}>
      <h1 id="office-settings-title">{t('user_config_settings_title')}</h1>
      <ThemeChoice />
      <RadioGroup<AppView>
        legend={t('user_config_view_label')}
        options={[
          { value: APP_VIEW.european, label: t('user_config_view_0') },
          { value: APP_VIEW.asian, label: t('user_config_view_1') },
        ]}
        value={appView}
        onChange={(value) => dispatch(preferencesActions.appViewChosen(value))}
      />
      <OddsFormatSelect />
      <TimeSettings />
    </section>
  );
}

export default OfficeSettingsPage;
