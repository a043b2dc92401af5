// The unit tests' setup: jest-dom's matchers (toBeInTheDocument, toHaveTextContent, …), and the
// fake server's contract check, which fails the test whose fake answered outside the contract.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';
import { assertNoDrift } from './drift';

// findBy…/waitFor give up after 1 s by default; the unit files share two cores with the database
// tests and their child servers, where a render can take longer. A screen that never shows still fails.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  assertNoDrift();
});
