import { useEffect, useState } from 'react';
import { loadPhoneRules } from './phoneLibrary';
import { type PhoneValue, phoneParts } from './phoneValue';

type PhoneRules = Awaited<ReturnType<typeof loadPhoneRules>>;

/**
 * Whether the field holds a whole, valid number (the same check as Get OTP). The phone library is
 * fetched once digits are typed; until it is there, the answer is no. `enabled: false` (no robot
 * check to show, as on the native hand-off) fetches nothing.
 */
export function useCompleteNumber(value: PhoneValue, enabled = true): boolean {
  const [rules, setRules] = useState<PhoneRules>();
  const typed = enabled && phoneParts(value).number !== '';
  useEffect(() => {
    if (!typed || rules) return;
    let current = true;
    loadPhoneRules().then(
      (loaded) => {
        if (current) setRules(loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [typed, rules]);
  return rules ? rules.checkPhoneValue(value).ok : false;
}
