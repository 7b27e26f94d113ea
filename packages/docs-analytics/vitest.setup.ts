import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// Property tests run the same cases on every machine, so CI never fails by chance; set FC_SEED to
// explore other cases locally.
fc.configureGlobal({ seed: Number(process.env.FC_SEED) || 20261121 });
