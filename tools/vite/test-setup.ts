import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDialogPolyfill } from './dialog-polyfill.ts';

// Every Kickoff modal is a modal <dialog>, which jsdom has without its behaviour.
installDialogPolyfill();

// findBy*/waitFor wait for what the page does, not for a deadline: 1 s (the default) is too short on a busy
// 2-core CI machine, where a lazy route's first render alone may take longer. Tests still fail on a real miss.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library auto-cleans only with Vitest globals, which Kickoff keeps off.
afterEach(() => cleanup());
