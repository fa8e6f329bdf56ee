import { OddsFormatSelect } from './settings/OddsFormatSelect';
import { ThemeSwitch } from './settings/ThemeSwitch';

/** The header's quick preferences as their own entry (`@kickoff/user-config/header`), loaded after the first paint. */
export default function HeaderPreferences() {
  return (
    <>
      <ThemeSwitch />
      <OddsFormatSelect />
    </>
  );
}
