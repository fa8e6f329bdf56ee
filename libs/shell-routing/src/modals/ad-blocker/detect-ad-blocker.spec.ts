import { describe, expect, it } from 'vitest';
import { AD_BAIT_CLASS_NAMES, placeAdBait } from './ad-bait';
import { type AdBaitReading, detectAdBlocker } from './detect-ad-blocker';

const untouched: AdBaitReading = { attached: true, display: 'block', visibility: 'visible', height: 1 };
const reading = (changes: Partial<AdBaitReading>) => () => ({ ...untouched, ...changes });

describe('detectAdBlocker', () => {
  it('sees no blocker while the bait is laid out and visible', () => {
    expect(detectAdBlocker(reading({}))).toBe(false);
  });

  it.each([
    ['removed', { attached: false }],
    ['display: none', { display: 'none' }],
    ['visibility: hidden', { visibility: 'hidden' }],
    ['collapsed to 0 px', { height: 0 }],
  ])('sees a blocker when the bait was %s', (_how, changes) => {
    expect(detectAdBlocker(reading(changes))).toBe(true);
  });
});

describe('placeAdBait', () => {
  it('places an ad-looking element hidden from assistive tech, reads the styles a filter applied, and cleans up', () => {
    const filter = document.createElement('style');
    filter.textContent = '.adsbox { display: none !important; }';
    document.head.appendChild(filter);
    const bait = placeAdBait(document);
    const element = document.body.querySelector('.adsbox');
    expect(element?.className).toBe(AD_BAIT_CLASS_NAMES);
    expect(element).toHaveAttribute('aria-hidden', 'true');
    expect(bait.read()).toMatchObject({ attached: true, display: 'none' });
    bait.remove();
    expect(document.body.querySelector('.adsbox')).toBeNull();
    expect(bait.read().attached).toBe(false);
    filter.remove();
  });
});
