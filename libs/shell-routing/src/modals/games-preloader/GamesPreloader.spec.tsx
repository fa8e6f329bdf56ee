import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { textOf, withTexts } from '../testing/with-texts';
import { GamesPreloader } from './GamesPreloader';

describe('GamesPreloader', () => {
  it('[SR-063] shows exactly 16 placeholders while third-party games load', () => {
    render(withTexts(<GamesPreloader />));
    expect(screen.getAllByTestId('preloader-placeholder')).toHaveLength(16);
  });

  it.each(['ru', 'en'] as const)('is a busy block announced as loading games (%s)', (language) => {
    render(withTexts(<GamesPreloader />, language));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(textOf('shell_games_loading', language));
    expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
  });
});
