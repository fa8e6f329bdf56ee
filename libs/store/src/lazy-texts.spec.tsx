import { createI18n } from '@kickoff/i18n';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useLazyTexts } from './lazy-texts';

const balanceTexts = {
  ru: { store_spec_balance: 'Баланс' },
  en: { store_spec_balance: 'Balance' },
};

/** Stands in for a lib's lazily loaded header part: its texts come with it. */
function BalancePart() {
  useLazyTexts(balanceTexts);
  const { t } = useTranslation();
  return <span>{t('store_spec_balance')}</span>;
}

describe('useLazyTexts', () => {
  it('[issue 15] a lazily loaded part brings its texts: they resolve in its first render, in the page’s language and after a switch', async () => {
    const i18n = createI18n({ language: 'ru' });
    expect(i18n.exists('store_spec_balance')).toBe(false);
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <BalancePart />
      </I18nextProvider>,
    );
    expect(screen.getByText('Баланс')).toBeInTheDocument();
    await i18n.changeLanguage('en');
    rerender(
      <I18nextProvider i18n={i18n}>
        <BalancePart />
      </I18nextProvider>,
    );
    expect(screen.getByText('Balance')).toBeInTheDocument();
  });

  it('[issue 15] the server render of the part has the words too, and a text changed since is not overwritten by the next render', () => {
    const i18n = createI18n({ language: 'en' });
    const html = () =>
      renderToString(
        <I18nextProvider i18n={i18n}>
          <BalancePart />
        </I18nextProvider>,
      );
    expect(html()).toContain('Balance');
    // Added once per instance: a later render leaves what the site did with the texts since (e.g. a brand's wording).
    i18n.addResource('en', 'translation', 'store_spec_balance', 'Wallet');
    expect(html()).toContain('Wallet');
  });
});
