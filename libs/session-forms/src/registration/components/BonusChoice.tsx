import type { RegistrationBonus } from '@kickoff/platform-api';
import { RadioGroup } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_BONUSES } from '../domain/registration-choices';

/** SES-043: 0 decline bonuses, 1 sport bonus, 2 casino bonus. */
export function BonusChoice({
  value,
  onChange,
  disabled,
}: {
  value: RegistrationBonus;
  onChange(bonus: RegistrationBonus): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup<RegistrationBonus>
      legend={t('session_registration_bonus')}
      value={value}
      onChange={onChange}
      options={REGISTRATION_BONUSES.map((bonus) => ({
        value: bonus,
        label: t(`session_registration_bonus_${bonus}`),
        disabled,
      }))}
    />
  );
}
