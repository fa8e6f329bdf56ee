import { expect, type Locator, type Page } from '@playwright/test';
import { inPlacementTurn } from './placement-turn';
import { type Language, type TextKey, siteText } from './site-texts';

/** An odds button of the demo sport remote's line (libs/platform-mock handlers/remote-pages/sport-page.ts). */
export interface LineOdds {
  marketId: string;
  gameId: string;
  coef: number;
}

const ODDS = 'main [data-market-id]:not([disabled])';
/** The coupon's own bonus bet row (libs/coupon BONUS_BET_ID). */
const BONUS_BET_ROW = 'bonus-bet';

/** The layout's breakpoint (SR-018): from here on the slip is the aside, below it the quick coupon's bar and sheet. */
const ASIDE_FROM_PX = 1100;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);
const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

/** Money as the site writes it (any language, always two decimals) in cents: "9 850,00 ₽" and "RUB 9,850.00" → 985000. */
export const cents = (text: string | null): number => Number((text ?? '').replace(/\D/g, ''));

/**
 * The bet slip as a player meets it on the line page, in the page's language: the desktop aside, or below 1100 px
 * the bottom bar that opens it as a dialog. Elements are found by role and by the site's own words.
 */
export class BetSlipPage {
  constructor(
    readonly page: Page,
    readonly language: Language,
  ) {}

  text(key: TextKey, values?: Record<string, string | number>): string {
    return siteText(this.language, key, values);
  }

  get isNarrow(): boolean {
    return (this.page.viewportSize()?.width ?? ASIDE_FROM_PX) < ASIDE_FROM_PX;
  }

  async openLine(): Promise<void> {
    await this.page.goto(`/${this.language}/line`);
    await expect(this.page.locator(ODDS).first()).toBeVisible();
  }

  /** The line's open odds in page order. */
  lineOdds(): Promise<LineOdds[]> {
    return this.page.locator(ODDS).evaluateAll((buttons) =>
      buttons.map((button) => ({
        marketId: button.getAttribute('data-market-id') ?? '',
        gameId: button.getAttribute('data-game-id') ?? '',
        coef: Number(button.getAttribute('data-coef')),
      })),
    );
  }

  /** One odds of each of `count` games (an express needs independent bets), from the top of the line, or from its end. */
  async oddsOfGames(count: number, { fromEnd = 0 }: { fromEnd?: number } = {}): Promise<LineOdds[]> {
    const byGame = new Map<string, LineOdds>();
    for (const odds of await this.lineOdds()) if (!byGame.has(odds.gameId)) byGame.set(odds.gameId, odds);
    const games = [...byGame.values()];
    const chosen =
      fromEnd > 0 ? games.slice(games.length - fromEnd - count + 1, games.length - fromEnd + 1) : games.slice(0, count);
    expect(chosen, 'the line has enough games').toHaveLength(count);
    return chosen;
  }

  /**
   * The coupon's count as the page shows it: from 1100 px the header's status (with its own label), below it the
   * bottom bar's bet slip item ("Bet slip 3"; the header keeps one row there).
   */
  couponCount(count: number): Locator {
    if (this.isNarrow)
      return this.page.getByRole('navigation', { name: this.text('shell_bottom_nav_label') }).getByRole('button', {
        name: count > 0 ? `${this.text('coupon_slip_title')} ${count}` : this.text('coupon_slip_title'),
        exact: true,
      });
    return this.page
      .getByRole('banner')
      .getByRole('status', { name: this.text('web_coupon_indicator_label', { bets: count }) });
  }

  /** Clicks odds on the line (the sheet, if open, closed first) and waits until the header counts them. */
  async pick(...odds: LineOdds[]): Promise<void> {
    await this.close();
    const before = Number(
      await this.page.getByRole('banner').locator('[data-bet-count]').getAttribute('data-bet-count'),
    );
    for (const { marketId } of odds) await this.page.locator(`main [data-market-id="${marketId}"]`).click();
    await expect(this.couponCount(before + odds.length)).toBeVisible();
  }

  /** Picks one odds of each of `count` games and shows the slip with them. */
  async betOnGames(count: number, options?: { fromEnd?: number }): Promise<LineOdds[]> {
    const odds = await this.oddsOfGames(count, options);
    await this.pick(...odds);
    await this.open();
    return odds;
  }

  /** Below 1100 px: the bottom bar with the count and the total odds. */
  get bar(): Locator {
    // the bottom bar's bet slip item opens the same sheet but is no dialog opener of the quick coupon's kind
    return this.page
      .getByRole('button', { name: startsWith(this.text('coupon_slip_title')) })
      .and(this.page.locator('[aria-haspopup="dialog"]'));
  }

  get sheet(): Locator {
    return this.page.getByRole('dialog', { name: this.text('coupon_slip_title'), exact: true });
  }

  /** The slip as a labelled region: the aside, or the sheet's content once the bar has opened it. */
  get region(): Locator {
    const scope = this.isNarrow ? this.sheet : this.page;
    return scope.getByRole('region', { name: this.text('coupon_slip_title'), exact: true });
  }

  /** Shows the slip (opens the sheet below 1100 px) and returns it. */
  async open(): Promise<Locator> {
    if (this.isNarrow && !(await this.sheet.isVisible())) {
      await this.bar.click();
      await expect(this.sheet).toBeVisible();
    }
    await expect(this.region).toBeVisible();
    return this.region;
  }

  async close(): Promise<void> {
    if (!this.isNarrow || !(await this.sheet.isVisible())) return;
    await this.sheet.getByRole('button', { name: this.text('coupon_slip_close') }).click();
    await expect(this.sheet).toBeHidden();
  }

  get rows(): Locator {
    return this.region.getByRole('list', { name: this.text('coupon_slip_bets') }).getByRole('listitem');
  }

  row(marketId: string): Locator {
    return this.rows.and(this.page.locator(`[data-market-id="${marketId}"]`));
  }

  /** The market ids of the slip's rows, in order. */
  marketIds(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-market-id') ?? ''));
  }

  /**
   * Waits until the slip holds these picks, in this order (the slip's own chunk may still be on its way); the bonus
   * bet an express of 3 gets from the coupon itself is not a pick.
   */
  async expectBets(odds: readonly LineOdds[]): Promise<void> {
    const picks = async () => (await this.marketIds()).filter((id) => id !== BONUS_BET_ROW);
    await expect.poll(picks).toEqual(odds.map((bet) => bet.marketId));
  }

  stake(label: TextKey = 'coupon_slip_stake'): Locator {
    return this.region.getByRole('textbox', { name: this.text(label), exact: true });
  }

  couponType(key: TextKey): Locator {
    return this.region.getByRole('radio', { name: this.text(key), exact: true });
  }

  /** The place button, whatever amount it names. */
  get placeButton(): Locator {
    return this.region.getByRole('button', { name: startsWith(this.text('coupon_slip_place')) });
  }

  /** A figure of the summary (total odds, possible win) by its term. */
  figure(term: TextKey): Locator {
    return this.region
      .locator('dl > div')
      .filter({ has: this.page.getByRole('term').filter({ hasText: exactly(this.text(term)) }) })
      .getByRole('definition');
  }

  get confirmation(): Locator {
    return this.region.getByRole('status').filter({ hasText: this.text('coupon_slip_placed_title') });
  }

  /** The coupon numbers the confirmation reports, in its order. */
  async placedNumbers(): Promise<string[]> {
    const prefix = this.text('coupon_slip_placed_coupon', { id: '' });
    const texts = await this.confirmation.getByText(startsWith(prefix)).allTextContents();
    return texts.map((text) => text.slice(prefix.length).trim());
  }

  /** Presses place in this test's turn and waits for the confirmation (see placement-turn.ts). */
  async placeAndConfirm(press: (button: Locator) => Promise<void> = (button) => button.click()): Promise<void> {
    await inPlacementTurn(async () => {
      await press(this.placeButton);
      await expect(this.confirmation).toBeVisible();
    });
  }

  /** The session's login modal, over whatever the page shows (the slip's sheet included). */
  async signInThroughModal(login: string, password = 'demo1234'): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: this.text('session_login_title'), exact: true });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(this.text('session_login_login_label')).fill(login);
    await dialog.getByLabel(this.text('session_login_password_label'), { exact: true }).fill(password);
    await dialog.getByRole('button', { name: this.text('session_login_submit'), exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** The header's balance in cents (signed-in players only). */
  async balanceCents(): Promise<number> {
    return cents(await this.page.getByTestId('account-balance').textContent());
  }
}
