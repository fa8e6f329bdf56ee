import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ToastViewport } from '../toast/ToastViewport';
import { withI18n } from '../testing/with-i18n';
import { Modal } from './Modal';

/** The notification layer first, as on the site, then a modal that opens another. */
function Page({ outer, inner }: { outer: boolean; inner: boolean }) {
  const [toasts] = useState([{ id: 'e', tone: 'error' as const, text: 'The line could not be loaded' }]);
  return (
    <>
      <ToastViewport toasts={toasts} onDismiss={() => undefined} />
      <Modal open={outer} title="Outer" />
      <Modal open={inner} title="Inner" />
    </>
  );
}

describe('live layer', () => {
  it('goes into the top open modal and is handed down as modals close, back to the page last', () => {
    const { rerender } = render(withI18n(<Page outer inner={false} />));
    const region = () => screen.getByRole('region', { name: 'Notifications', hidden: true });
    const dialog = (name: string) => screen.getByRole('dialog', { name, hidden: true });
    expect(dialog('Outer')).toContainElement(region());
    rerender(withI18n(<Page outer inner />));
    expect(dialog('Inner')).toContainElement(region());
    expect(region().closest('[inert]')).toBeNull();
    rerender(withI18n(<Page outer inner={false} />));
    expect(dialog('Outer')).toContainElement(region());
    expect(region().closest('[inert]')).toBeNull();
    rerender(withI18n(<Page outer={false} inner={false} />));
    expect(region().closest('dialog')).toBeNull();
    expect(region().parentElement?.parentElement).toBe(document.body);
  });
});
