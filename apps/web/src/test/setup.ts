// The unit tests' setup: jest-dom's matchers (toBeInTheDocument, toHaveTextContent, …), and the
// fake server's contract check, which fails the test whose fake answered outside the contract.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { assertNoDrift } from './drift';

afterEach(() => {
  assertNoDrift();
});
