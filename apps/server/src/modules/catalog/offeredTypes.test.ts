import { messages } from '@app/contract/messages';
import { describe, expect, it } from 'vitest';
import { checkTypeOffered } from './offeredTypes';

describe('checkTypeOffered', () => {
  const offered = ['audio', 'video', 'follow up'] as const;
  it('passes an offered type', () => {
    for (const type of offered) expect(() => checkTypeOffered(offered, type, 'consultType')).not.toThrow();
  });
  it('refuses another as not available yet, on the field named', () => {
    expect(() => checkTypeOffered(offered, 'home', 'appointmentType')).toThrow(
      expect.objectContaining({ statusCode: 400, field: 'appointmentType', message: messages.consultTypeUnavailable }),
    );
  });
  it('answers an emergency with the call-112 message', () => {
    expect(() => checkTypeOffered(offered, 'emergency', 'consultType')).toThrow(
      expect.objectContaining({ statusCode: 400, message: expect.stringContaining('call 112') }),
    );
  });
});
