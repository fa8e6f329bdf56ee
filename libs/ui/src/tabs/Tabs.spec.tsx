import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const TABS = [
  { id: 'line', label: 'Line', panel: <p>Upcoming games</p> },
  { id: 'live', label: 'Live', panel: <p>Games in play</p> },
  { id: 'outrights', label: 'Outrights', panel: <p>Long-term bets</p>, disabled: true },
  { id: 'results', label: 'Results', panel: <p>Finished games</p> },
];

describe('Tabs', () => {
  it('is a named tab list whose selected tab labels the one visible panel', () => {
    render(<Tabs label="Sections" tabs={TABS} />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const line = screen.getByRole('tab', { name: 'Line' });
    expect(line).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Line' })).toHaveTextContent('Upcoming games');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Live' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves and selects with the arrow keys, wrapping and skipping a disabled tab; Home and End go to the ends', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Tabs label="Sections" tabs={TABS} onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Line' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Live' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const results = screen.getByRole('tab', { name: 'Results' });
    expect(results).toHaveFocus();
    expect(results).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Finished games');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Line' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(results).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Line' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(results).toHaveFocus();
    expect(onSelect.mock.calls.map(([id]) => id)).toEqual(['live', 'results', 'line', 'results', 'line', 'results']);
  });

  it('Tab leaves the tab list for the panel; a click selects', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Sections" tabs={TABS} defaultSelected="live" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Live' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Live' })).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: 'Results' }));
    expect(screen.getByRole('tabpanel', { name: 'Results' })).toHaveTextContent('Finished games');
  });

  it('follows the owner when controlled', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Tabs label="Sections" tabs={TABS} selected="live" onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'Results' }));
    expect(onSelect).toHaveBeenCalledWith('results');
    expect(screen.getByRole('tab', { name: 'Live' })).toHaveAttribute('aria-selected', 'true');
  });
});
