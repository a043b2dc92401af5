// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aConsultation } from '../testData';
import { ChildDetails } from './ChildDetails';

afterEach(cleanup);

describe('ChildDetails: who consulted for the child', () => {
  it('names the adult, their relation, when they consented and whether the doctor may call', () => {
    render(<ChildDetails consultation={aConsultation()} />);
    expect(screen.getByText('Priya Sharma (mother)')).toBeTruthy();
    expect(screen.getByText('Given Sat, 21 Nov, 03:28 PM · Agreed to be called by the doctor')).toBeTruthy();
  });

  it('says when the parent did not agree to be called, and when no consent was recorded', () => {
    const video = aConsultation({
      consultingAdult: {
        name: 'Ravi Iyer',
        relation: 'grandparent',
        consentedAt: '2026-11-21T09:58:00.000Z',
        callBack: false,
      },
    });
    render(<ChildDetails consultation={video} />);
    expect(screen.getByText('Ravi Iyer (grandparent)')).toBeTruthy();
    expect(screen.getByText(/Not agreed to be called: use video/)).toBeTruthy();
    cleanup();
    render(<ChildDetails consultation={aConsultation({ consultingAdult: null })} />);
    expect(screen.getByText('None recorded (booked before consents were recorded)')).toBeTruthy();
  });
});
