import { createPlatformMock, type PlatformMock } from '@kickoff/platform-mock';
import { overridablePlatform, platformMockFetch } from '@kickoff/testing';
import { http } from 'msw';

/**
 * The platform with its coupon placement under the test's hand: the next placements can answer 500 before
 * reaching the model (the mock's own `failNext`, as the emulator's control API offers it to e2e), or reach the
 * model (which places the coupon) and have their answer held back at the network edge, as when the connection
 * drops after the platform has acted.
 */
export function controlledPlacement(model: PlatformMock = createPlatformMock()) {
  const platform = overridablePlatform(model);
  const reachModel = platformMockFetch(model);
  let isHolding = false;
  const held: (() => void)[] = [];
  platform.use(
    http.post('*/web-api/coupon/place', async ({ request }) => {
      // not held: the model's own handler answers
      if (!isHolding) return undefined;
      const answer = await reachModel(request);
      await new Promise<void>((resolve) => held.push(resolve));
      return answer;
    }),
  );
  return {
    mock: platform.mock,
    /** The next `count` placements answer 500 without reaching the model. */
    failNext(count: number) {
      model.patchState({ failNext: { couponPlace: count } });
    },
    /** From now on the model places, and its answers wait for `release`. */
    hold() {
      isHolding = true;
    },
    /** Lets the held answers go and stops holding. */
    release() {
      isHolding = false;
      held.splice(0).forEach((resolve) => resolve());
    },
    /** Answers the model gave that are being held back. */
    heldCount: () => held.length,
  };
}
