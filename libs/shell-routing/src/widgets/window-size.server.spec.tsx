// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useWindowSize, WindowSizeProvider } from './window-size';

function SizeProbe() {
  const { width, breakpoint } = useWindowSize();
  return <output data-breakpoint={breakpoint}>{width}</output>;
}

describe('window size on the server', () => {
  it('renders without a window: the smallest breakpoint (the browser measures once hydrated)', () => {
    expect(
      renderToString(
        <WindowSizeProvider>
          <SizeProbe />
        </WindowSizeProvider>,
      ),
    ).toBe('<output data-breakpoint="xs">0</output>');
    expect(renderToString(<SizeProbe />)).toBe('<output data-breakpoint="xs">0</output>');
  });
});
