import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withI18n } from '../testing/with-i18n';
import { Preloader } from './Preloader';

describe('Preloader', () => {
  it('is an indeterminate progressbar named by the translated loading text', () => {
    render(withI18n(<Preloader />, 'ru'));
    const spinner = screen.getByRole('progressbar', { name: 'Загрузка…' });
    expect(spinner).not.toHaveAttribute('aria-valuenow');
  });

  it('takes its own label', () => {
    render(withI18n(<Preloader label="Loading games" />));
    expect(screen.getByRole('progressbar', { name: 'Loading games' })).toBeInTheDocument();
  });

  it('in placeholders mode draws exactly N tiles hidden from assistive tech inside an aria-busy region', () => {
    const { container } = render(withI18n(<Preloader placeholders={16} label="Loading games" />));
    expect(screen.getAllByTestId('preloader-placeholder')).toHaveLength(16);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it.each([0, -3, 2.7])('draws no negative or fractional count of tiles (%s)', (count) => {
    render(withI18n(<Preloader placeholders={count} />));
    expect(screen.queryAllByTestId('preloader-placeholder')).toHaveLength(Math.max(0, Math.floor(count)));
  });
});
