import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library auto-cleans only with Vitest globals, which Kickoff keeps off.
afterEach(() => cleanup());
