// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoDay, localDay } from './DateCalendar';
import { DateField, type DateFieldProps } from './DateField';

afterEach(cleanup);

/** A form's state around the field, as a screen or useController keeps it. */
function Harness(props: Partial<DateFieldProps> & { start?: string; seen?: (iso: string) => void }) {
  const { start = '', seen, ...rest } = props;
  const [value, setValue] = useState(start);
  return (
    <>
      <DateField
        id="when"
        label="Taken on"
        min="2026-11-01"
        max="2026-11-25"
        {...rest}
        value={value}
        onChange={(iso) => {
          setValue(iso);
          seen?.(iso);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('2026-11-03')}>
        Reset
      </button>
    </>
  );
}

const box = () => screen.getByLabelText('Taken on') as HTMLInputElement;
const calendarButton = () => screen.getByRole('button', { name: 'Choose from a calendar' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const value = () => screen.getByTestId('value').textContent;

describe('DateField', () => {
  it('is a labelled text box for dd/mm/yyyy with the numeric keypad', () => {
    render(<Harness />);
    expect(box().type).toBe('text');
    expect(box().inputMode).toBe('numeric');
    expect(box().placeholder).toBe('dd/mm/yyyy');
    expect(calendarButton()).toBeTruthy();
    expect(document.querySelector('input[type="date"]')).toBeNull();
  });

  it('shows the form’s yyyy-MM-dd as dd/mm/yyyy and gives back yyyy-MM-dd', () => {
    const seen = vi.fn();
    render(<Harness start="2026-11-24" seen={seen} />);
    expect(box().value).toBe('24/11/2026');
    type('05112026');
    expect(box().value).toBe('05/11/2026');
    expect(value()).toBe('2026-11-05');
    expect(seen).toHaveBeenLastCalledWith('2026-11-05');
  });

  it('gives nothing for an unfinished date, and says so only once the box is left', () => {
    render(<Harness start="2026-11-24" />);
    type('05/1');
    expect(value()).toBe('');
    // The half-typed text stays: the form's '' does not wipe it.
    expect(box().value).toBe('05/1');
    expect(screen.queryByText('Please enter the full date as dd/mm/yyyy.')).toBeNull();
    fireEvent.blur(box());
    expect(screen.getByText('Please enter the full date as dd/mm/yyyy.')).toBeTruthy();
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(box().getAttribute('aria-describedby')).toBe('when-error');
  });

  it('refuses a day that does not exist at once', () => {
    render(<Harness min={undefined} max={undefined} />);
    type('31/02/2026');
    expect(value()).toBe('');
    expect(screen.getByText('There is no such date. Please check the day and the month.')).toBeTruthy();
    type('29/02/2028');
    expect(value()).toBe('2028-02-29');
    expect(screen.queryByText(/no such date/)).toBeNull();
  });

  it('keeps to min and max, both included, in the app’s words or the field’s own', () => {
    const { unmount } = render(<Harness />);
    type('26/11/2026');
    expect(value()).toBe('');
    expect(screen.getByText('Please choose a date on or before 25 Nov 2026.')).toBeTruthy();
    type('31/10/2026');
    expect(screen.getByText('Please choose a date on or after 01 Nov 2026.')).toBeTruthy();
    type('25/11/2026');
    expect(value()).toBe('2026-11-25');
    unmount();
    render(<Harness messages={{ tooLate: 'The taken date cannot be in the future.' }} />);
    type('26/11/2026');
    expect(screen.getByText('The taken date cannot be in the future.')).toBeTruthy();
  });

  it('shows the form’s own message when the text itself is fine, and a new value from the form', () => {
    render(<Harness error="Please select date." />);
    expect(screen.getByText('Please select date.')).toBeTruthy();
    type('31/02/2026');
    // One message at a time: the field's finding replaces the form's.
    expect(screen.queryByText('Please select date.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box().value).toBe('03/11/2026');
  });

  it('picks a day in its calendar: opens on the chosen day, days outside the bounds disabled', () => {
    render(<Harness start="2026-11-10" />);
    fireEvent.click(calendarButton());
    const dialog = screen.getByRole('dialog', { name: 'Choose a date' });
    expect(dialog.textContent).toContain('Taken on: from 01 Nov 2026 to 25 Nov 2026.');
    const grid = within(dialog).getByRole('grid');
    const selected = grid.querySelector('[aria-selected="true"] button');
    expect(selected?.textContent).toBe('10');
    const day = (n: string) =>
      within(grid)
        .getAllByRole('button')
        .find((b) => b.textContent === n) as HTMLButtonElement;
    expect(day('26').disabled).toBe(true);
    fireEvent.click(day('20'));
    expect(value()).toBe('2026-11-20');
    expect(box().value).toBe('20/11/2026');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus is back where the person was, on the calendar button.
    expect(document.activeElement).toBe(calendarButton());
  });

  it('closes its calendar on Cancel and on Escape without changing the date', () => {
    render(<Harness start="2026-11-10" />);
    fireEvent.click(calendarButton());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(calendarButton());
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(value()).toBe('2026-11-10');
    expect(document.activeElement).toBe(calendarButton());
  });

  it('turns calendar days to and from yyyy-MM-dd without a zone moving them', () => {
    expect(isoDay(localDay('2026-11-25'))).toBe('2026-11-25');
    expect(isoDay(localDay('2028-02-29'))).toBe('2028-02-29');
    expect(isoDay(localDay('0099-01-05'))).toBe('0099-01-05');
  });
});
