import { type RootState, useLazyTexts } from '@kickoff/store';
import { RadioGroup, SelectField } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { preferencesActions } from '../preferences/preferences-slice';
import { offsetLabel, TIME_ZONE_OFFSETS } from './time-zones';
import { userConfigResources } from '../i18n/resources';

const DEVICE = 'device';

/** 12/24 h and the time zone times are shown in. */
export function TimeSettings() {
  useLazyTexts(userConfigResources);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const is12h = useSelector((state: RootState) => state.preferences.is12h);
  const timeZone = useSelector((state: RootState) => state.preferences.timeZone);
  return (
    <>
      <RadioGroup
        legend={t('user_config_clock_label')}
        options={[
          { value: '24', label: t('user_config_clock_24') },
          { value: '12', label: t('user_config_clock_12') },
        ]}
        value={is12h ? '12' : '24'}
        onChange={(value) => dispatch(preferencesActions.clockFormatChosen({ is12h: value === '12' }))}
      />
      <SelectField
        label={t('user_config_time_zone_label')}
        value={timeZone === null ? DEVICE : String(timeZone)}
        onChange={(event) =>
          dispatch(
            preferencesActions.timeZoneChosen(
              event.currentTarget.value === DEVICE ? null : Number(event.currentTarget.value),
            ),
          )
        }
      >
        <option value={DEVICE}>{t('user_config_time_zone_device')}</option>
        {TIME_ZONE_OFFSETS.map((hours) => (
          <option key={hours} value={String(hours)}>
            {t('user_config_time_zone_offset', { offset: offsetLabel(hours) })}
          </option>
        ))}
      </SelectField>
    </>
  );
}
