/** A chunk that arrives when the test says so (`vi.mock` of its module awaits `arrived`): what a slow network shows. */
export function chunkGate() {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
