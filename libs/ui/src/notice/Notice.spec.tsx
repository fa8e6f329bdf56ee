import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/Button';
import { withI18n } from '../testing/with-i18n';
import { Notice } from './Notice';

describe('Notice', () => {
  it.each([
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'alert'],
    ['error', 'alert'],
  ] as const)('a %s notice is role %s, named by its title', (tone, role) => {
    render(
      withI18n(
        <Notice tone={tone} title="Maintenance underway!">
          Back at 06:00.
        </Notice>,
      ),
    );
    const notice = screen.getByRole(role, { name: 'Maintenance underway!' });
    expect(notice).toHaveTextContent('Back at 06:00.');
    expect(notice).toHaveAttribute('data-tone', tone);
  });

  it('has no close button without onClose', () => {
    render(withI18n(<Notice>Text</Notice>));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('reaches its actions and translated close button with Tab and closes with Enter', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onReload = vi.fn();
    render(
      withI18n(
        <Notice
          tone="warning"
          title="Update"
          onClose={onClose}
          actions={<Button onClick={onReload}>Reload page</Button>}
        >
          A new version is out.
        </Notice>,
        'ru',
      ),
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload page' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onReload).toHaveBeenCalledOnce();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('uses the heading level it is given', () => {
    render(withI18n(<Notice title="Rules" headingLevel={3} />));
    expect(screen.getByRole('heading', { level: 3, name: 'Rules' })).toBeInTheDocument();
  });
});
