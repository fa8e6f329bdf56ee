import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { EventOutcome } from '../event-row/EventRow';
import { withI18n } from '../testing/with-i18n';
import { MarketGroup } from './MarketGroup';

const total: EventOutcome[] = [
  { id: 't:o', market: 'Over 2.5', price: '1.85' },
  { id: 't:u', market: 'Under 2.5', price: '1.95', selected: true },
];

describe('MarketGroup', () => {
  it('is a disclosure: its title button says whether the outcomes are shown and hides and shows them', async () => {
    const user = userEvent.setup();
    render(withI18n(<MarketGroup title="Total goals" outcomes={total} />));
    const toggle = screen.getByRole('button', { name: 'Total goals' });
    expect(screen.getByRole('heading', { level: 3, name: 'Total goals' })).toContainElement(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Total goals' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getAllByRole('button')).toHaveLength(2);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('button', { name: /Over 2.5/ })).toBeNull();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Over 2.5 1.85' })).toBeVisible();
  });

  it('starts closed when asked', () => {
    render(withI18n(<MarketGroup title="Total goals" outcomes={total} defaultExpanded={false} />));
    expect(screen.getByRole('button', { name: 'Total goals' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows its owner when controlled and reports each wish', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    function Owner() {
      const [expanded, setExpanded] = useState(false);
      return (
        <MarketGroup
          title="Total goals"
          outcomes={total}
          expanded={expanded}
          onExpandedChange={(next) => {
            onExpandedChange(next);
            setExpanded(next);
          }}
        />
      );
    }
    render(withI18n(<Owner />));
    await user.click(screen.getByRole('button', { name: 'Total goals' }));
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Total goals' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('its odds buttons are toggles reporting their outcome', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(withI18n(<MarketGroup title="Total goals" outcomes={total} onToggle={onToggle} headingLevel={2} />));
    const under = screen.getByRole('button', { name: 'Under 2.5 1.95' });
    expect(under).toHaveAttribute('aria-pressed', 'true');
    await user.click(under);
    expect(onToggle).toHaveBeenCalledWith('t:u', false);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});
