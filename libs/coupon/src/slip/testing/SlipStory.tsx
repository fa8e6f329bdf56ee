import { createTexts, storyLanguage } from '@kickoff/testing';
import { uiResources } from '@kickoff/ui';
import type { ReactNode } from 'react';
import { couponResources } from '../../i18n/resources';
import { placementResources } from '../../placement/placement-resources';
import { controlledPlacement } from '../../testing/controlled-placement';
import type { CouponPlayerSite } from '../../testing/coupon-site';
import { slipResources } from '../slip-resources';
import { type SlipScenario, type SlipSiteOptions, SlipFrame, createSlipSite, fillSlip } from './slip-site';

/** The texts a play function reads, in the story's language. */
export const slipTexts = createTexts([uiResources, couponResources, placementResources, slipResources]);

/** A story's slip: its site, the platform under the story's hand, the market ids of its bets. */
export interface ArrangedSlip {
  site: CouponPlayerSite;
  platform: ReturnType<typeof controlledPlacement>;
  ids: string[];
}

export interface SlipStoryArgs {
  site?: Omit<SlipSiteOptions, 'mock' | 'language'>;
  scenario?: SlipScenario;
  /** Brings the slip to the story's state with real actions on the real store, after the scenario. */
  arrange?: (slip: ArrangedSlip) => Promise<void> | void;
}

/** Storybook's loader: the slip arranged before the story renders, so its play function meets the named state. */
export async function arrangeSlipStory({
  globals,
  args,
}: {
  globals: Record<string, unknown>;
  args: SlipStoryArgs;
}): Promise<{ slip: ArrangedSlip }> {
  const platform = controlledPlacement();
  const site = createSlipSite({ ...args.site, mock: platform.mock, language: storyLanguage(globals) });
  const ids = await fillSlip(site, args.scenario);
  const slip = { site, platform, ids };
  await args.arrange?.(slip);
  return { slip };
}

export const arrangedOf = (loaded: Record<string, unknown>) => loaded['slip'] as ArrangedSlip;

/** The story's site around the component, as wide as the desktop aside. */
export function SlipStoryFrame({ slip, children }: { slip: ArrangedSlip; children: ReactNode }) {
  return (
    <SlipFrame site={slip.site}>
      <div style={{ width: 340, maxWidth: '100%' }}>{children}</div>
    </SlipFrame>
  );
}
