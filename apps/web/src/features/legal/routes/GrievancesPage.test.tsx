// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aClientConfig } from '../../../test/data';
import { renderRoute, resetStore } from '../../../test/render';
import { fakeServer } from '../../../test/server';
import { LegalLinks } from '../components/LegalLinks';
import GrievancesPage from './GrievancesPage';

beforeEach(() => resetStore());
afterEach(cleanup);

describe('GrievancesPage', () => {
  it("shows the configured officer's name and contact, with the timelines", async () => {
    fakeServer({ getClientConfig: () => aClientConfig() });
    renderRoute('/grievances', <GrievancesPage />);
    expect(await screen.findByText('Asha Menon')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'grievances@example.in' }).getAttribute('href')).toBe(
      'mailto:grievances@example.in',
    );
    expect(screen.getByRole('link', { name: '+91 80 4700 0000' }).getAttribute('href')).toBe('tel:+918047000000');
    expect(screen.getByText('1 MG Road, Bengaluru 560001, Karnataka')).toBeTruthy();
    expect(screen.getByText(/within 24 hours and resolve it within 15 days/)).toBeTruthy();
  });

  it('leaves out a phone and address that are not configured', async () => {
    fakeServer({
      getClientConfig: () =>
        aClientConfig({ grievanceOfficer: { name: 'Asha Menon', email: 'g@example.in', phone: null, address: null } }),
    });
    renderRoute('/grievances', <GrievancesPage />);
    expect(await screen.findByText('Asha Menon')).toBeTruthy();
    expect(screen.queryByText('Phone')).toBeNull();
    expect(screen.queryByText('Address')).toBeNull();
  });
});

describe('LegalLinks', () => {
  it('links the terms, the privacy notice and the grievances', () => {
    renderRoute('/', <LegalLinks />);
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/terms', '/privacy', '/grievances']);
  });
});
