import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withShellTexts } from '../layouts/testing/shell-i18n';
import { ScrollToTop } from './ScrollToTop';

function scrollTo(y: number, viewportHeight = 800) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.innerHeight = viewportHeight;
  window.dispatchEvent(new Event('scroll'));
}
afterEach(() => scrollTo(0, 768));

const control = () => screen.queryByRole('button', { name: 'Наверх' });
// The button comes from its own chunk the first time it shows.
const shown = () => screen.findByRole('button', { name: 'Наверх' });

describe('scroll-to-top control', () => {
  it('[SR-105] on mobile it appears only past 4 screens', async () => {
    render(withShellTexts(<ScrollToTop platform="mobile" />));
    act(() => scrollTo(3200));
    expect(control()).toBeNull();
    act(() => scrollTo(3201));
    expect(await shown()).toBeInTheDocument();
    act(() => scrollTo(100));
    expect(control()).toBeNull();
  });

  it('[SR-105] elsewhere it appears past 1 screen', async () => {
    render(withShellTexts(<ScrollToTop platform="desktop" />));
    act(() => scrollTo(800));
    expect(control()).toBeNull();
    act(() => scrollTo(801));
    expect(await shown()).toBeInTheDocument();
  });

  it('takes the page back to the top', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(withShellTexts(<ScrollToTop platform="desktop" />));
    act(() => scrollTo(5000));
    await userEvent.click(await shown());
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scroll.mockRestore();
  });
});
