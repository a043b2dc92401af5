// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Combobox } from './Combobox';

const doctors = [
  { value: 1, label: 'Dr. Aditi Nair' },
  { value: 2, label: 'Dr. Rohan Singh' },
  { value: 3, label: 'Dr. Kavya Nair' },
];

let chosen: number | undefined;
function Harness({ initial }: { initial?: number }) {
  const [value, setValue] = useState<number | undefined>(initial);
  chosen = value;
  return createElement(Combobox, {
    id: 'doctor',
    label: 'Doctor',
    placeholder: 'Any doctor',
    options: doctors,
    value,
    onChange: setValue,
  });
}

const input = () => screen.getByRole('combobox', { name: 'Doctor' });
const options = () => screen.queryAllByRole('option').map((o) => o.textContent);

afterEach(() => {
  cleanup();
  chosen = undefined;
});

describe('the searchable dropdown', () => {
  it('is a labelled combobox, closed until used', () => {
    render(createElement(Harness));
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-controls')).toBe('doctor-listbox');
    expect(input().getAttribute('placeholder')).toBe('Any doctor');
    expect(options()).toEqual([]);
  });

  it('filters as you type and chooses with the arrow keys and Enter', () => {
    render(createElement(Harness));
    fireEvent.change(input(), { target: { value: 'nair' } });
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(options()).toEqual(['Dr. Aditi Nair', 'Dr. Kavya Nair']);
    expect(screen.getByRole('status').textContent).toBe('2 results');
    expect(input().getAttribute('aria-activedescendant')).toBe('doctor-option-0');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe('doctor-option-1');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe('doctor-option-1');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(chosen).toBe(3);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect((input() as HTMLInputElement).value).toBe('Dr. Kavya Nair');
  });

  it('opens on ArrowDown at the chosen option, and Escape closes without changing it', () => {
    render(createElement(Harness, { initial: 2 }));
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(options()).toHaveLength(3);
    expect(input().getAttribute('aria-activedescendant')).toBe('doctor-option-1');
    expect(screen.getByRole('option', { name: 'Dr. Rohan Singh' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(input(), { target: { value: 'zzz' } });
    expect(options()).toEqual([]);
    expect(screen.getByText('No matches')).toBeTruthy();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect((input() as HTMLInputElement).value).toBe('Dr. Rohan Singh');
    expect(chosen).toBe(2);
  });

  it('takes a tap on an option, and clears with its button', () => {
    render(createElement(Harness));
    fireEvent.click(input());
    fireEvent.click(screen.getByRole('option', { name: 'Dr. Aditi Nair' }));
    expect(chosen).toBe(1);
    const clear = screen.getByRole('button', { name: 'Clear Doctor' });
    act(() => clear.click());
    expect(chosen).toBeUndefined();
    expect((input() as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear Doctor' })).toBeNull();
  });

  it('shows every option from the arrow button, and closes when focus leaves', () => {
    render(createElement(Harness));
    fireEvent.click(screen.getByRole('button', { name: 'Show all Doctor options' }));
    expect(options()).toHaveLength(3);
    fireEvent.blur(input());
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(chosen).toBeUndefined();
  });
});
