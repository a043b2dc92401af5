// @vitest-environment happy-dom
import type { TriageCheckResponse } from '@app/contract/schemas/triage';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUser } from '../../../app/state';
import { store } from '../../../app/store';
import { aSignedInMember } from '../../../test/data';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import ChildCheckPage from './ChildCheckPage';

vi.mock('../../../lib/notify', () => ({
  notify: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const OTHERS = ['/doctor-apointment', '/child-help', '/home'];
const fever = {
  id: 'young-infant-fever',
  question: { en: 'Has your baby had a fever?', hi: 'क्या आपके शिशु को बुख़ार हुआ है?' },
};
const breathing = {
  id: 'hard-breathing',
  question: { en: 'Is your child breathing fast?', hi: 'क्या आपका बच्चा तेज़ साँस ले रहा है?' },
};
const emergency: TriageCheckResponse = {
  status: 1,
  checkId: 9,
  outcome: 'emergency',
  signs: [{ id: 'young-infant-fever', sign: { en: 'A baby under 3 months with fever', hi: 'शिशु को बुख़ार' } }],
  emergency: {
    heading: { en: 'Go to a hospital now', hi: 'अभी अस्पताल जाएँ' },
    message: {
      en: 'Please go to the nearest hospital now, or call 112.',
      hi: 'कृपया अभी अस्पताल जाएँ, या 112 पर कॉल करें।',
    },
  },
};

function serve(questions: (typeof fever)[], outcome: TriageCheckResponse) {
  return fakeServer({
    getTriageQuestions: () => ({ status: 1, version: '2026-11-24', questions }),
    triageCheck: () => outcome,
  });
}
const clear: TriageCheckResponse = { status: 1, checkId: 8, outcome: 'clear', signs: [] };

beforeEach(() => {
  resetStore(aSignedInMember({ id: 11, rid: 11 }));
  store.dispatch(setUser({ qs: 'Fever' }));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ChildCheckPage', () => {
  it('asks for the member and reason, needs every answer, and goes on to the booking when all are no', async () => {
    const server = serve([fever, breathing], clear);
    renderRoute('/child-check', <ChildCheckPage />, OTHERS);
    expect(await screen.findByText(/Has your baby had a fever/)).toBeTruthy();
    expect(server.callsTo('getTriageQuestions')[0]?.query.toString()).toBe('userId=11&reason=Fever');

    fireEvent.click(screen.getAllByLabelText('No')[0] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Please answer every question.');
    expect(server.callsTo('triageCheck')).toHaveLength(0);

    fireEvent.click(screen.getAllByLabelText('No')[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/doctor-apointment');
    expect(server.callsTo('triageCheck')[0]?.body).toEqual({
      userId: 11,
      reason: 'Fever',
      answers: [
        { id: 'young-infant-fever', yes: false },
        { id: 'hard-breathing', yes: false },
      ],
    });
  });

  it('a yes shows the emergency message with 112 to call and nothing to book, in Hindi too', async () => {
    serve([fever], emergency);
    renderRoute('/child-check', <ChildCheckPage />, OTHERS);
    fireEvent.click(await screen.findByLabelText('Yes'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Go to a hospital now' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('112');
    expect(screen.getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112');
    expect(screen.getByText('A baby under 3 months with fever')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Continue|Pay|Book/ })).toBeNull();

    fireEvent.click(within(screen.getByRole('group', { name: 'Language / भाषा' })).getByText('हिन्दी'));
    expect(screen.getByRole('heading', { name: 'अभी अस्पताल जाएँ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '112 पर कॉल करें' })).toBeTruthy();
  });

  it('with no question for this reason and age, records the empty check and opens the booking', async () => {
    const server = serve([], clear);
    renderRoute('/child-check', <ChildCheckPage />, OTHERS);
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/doctor-apointment');
    expect(server.callsTo('triageCheck')).toHaveLength(1);
    expect(server.callsTo('triageCheck')[0]?.body).toMatchObject({ answers: [] });
  });

  it('without a reason chosen, goes back to the reason screen', async () => {
    store.dispatch(setUser({}));
    serve([fever], clear);
    renderRoute('/child-check', <ChildCheckPage />, OTHERS);
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/child-help');
  });
});
