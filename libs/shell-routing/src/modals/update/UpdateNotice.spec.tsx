import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore } from '@kickoff/testing';
import { shellFeature } from '../../feature/shell-feature';
import { textOf, withTexts } from '../testing/with-texts';
import { ConnectedUpdateNotice } from './ConnectedUpdateNotice';
import { selectIsUpdateNoticeShown, updateNoticeActions } from './update-notice-slice';
import { UpdateNotice } from './UpdateNotice';

const notice = (language: 'ru' | 'en' = 'en') =>
  screen.queryByRole('status', { name: textOf('main_update_notify_title_text', language) });

describe('UpdateNotice', () => {
  it.each(['ru', 'en'] as const)(
    '[SR-099] [I18N-010] shows main_update_notify_title_text and main_update_notify_content_text (%s)',
    (language) => {
      render(withTexts(<UpdateNotice reload={vi.fn()} />, language));
      expect(notice(language)).toHaveTextContent(textOf('main_update_notify_title_text', language));
      expect(notice(language)).toHaveTextContent(textOf('main_update_notify_content_text', language));
      expect(screen.getByRole('button', { name: textOf('shell_update_reload', language) })).toBeInTheDocument();
    },
  );

  it('[SR-100] the reload-page action calls the page reload callback, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    render(withTexts(<UpdateNotice reload={reload} />));
    await user.click(screen.getByRole('button', { name: textOf('shell_update_reload') }));
    expect(reload).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("[SR-101] appears once updateAvailable, the version check's update event, is dispatched to a real store", async () => {
    const { store } = createTestStore({ features: [shellFeature] });
    render(
      withTexts(
        <Provider store={store}>
          <ConnectedUpdateNotice reload={vi.fn()} />
        </Provider>,
      ),
    );
    expect(notice()).toBeNull();
    act(() => void store.dispatch(updateNoticeActions.updateAvailable()));
    // Its code comes from a chunk of its own, fetched once it is owed.
    expect(await screen.findByRole('status', { name: textOf('main_update_notify_title_text') })).toBeInTheDocument();
  });

  it('closes for now with its × and comes back on the next update event', async () => {
    const user = userEvent.setup();
    const { store } = createTestStore({ features: [shellFeature] });
    render(
      withTexts(
        <Provider store={store}>
          <ConnectedUpdateNotice reload={vi.fn()} />
        </Provider>,
      ),
    );
    act(() => void store.dispatch(updateNoticeActions.updateAvailable()));
    await user.click(await screen.findByRole('button', { name: textOf('ui_close') }));
    expect(notice()).toBeNull();
    expect(selectIsUpdateNoticeShown(store.getState())).toBe(false);
    act(() => void store.dispatch(updateNoticeActions.updateAvailable()));
    expect(notice()).not.toBeNull();
  });

  it('says nothing in a store the slice was never injected into', () => {
    expect(selectIsUpdateNoticeShown({})).toBe(false);
  });
});
