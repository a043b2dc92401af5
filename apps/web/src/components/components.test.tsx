// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar } from './Avatar';
import { BottomSheet } from './BottomSheet';
import { ChoiceTiles } from './ChoiceTiles';

afterEach(cleanup);

describe('ChoiceTiles', () => {
  it('is a group of radio buttons, one checked, that reports a choice', () => {
    const onChange = vi.fn();
    render(
      <ChoiceTiles
        name="age"
        legend="Age"
        options={[
          { value: '0-2', label: '0-2 years' },
          { value: '2-6', label: '2-6 years' },
        ]}
        value="2-6"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Age' })).toBeTruthy();
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((r) => r.checked)).toEqual([false, true]);
    expect(radios.every((r) => r.name === 'age')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '0-2 years' }));
    expect(onChange).toHaveBeenCalledWith('0-2');
  });
});

describe('Avatar', () => {
  it('draws the boy for Male, the girl for Female, the relation when no Gender, else a neutral figure', () => {
    const { container } = render(
      <>
        <Avatar gender="Male" />
        <Avatar gender="Female" />
        <Avatar gender={null} relation="son" />
        <Avatar gender={null} relation="self" />
        <Avatar gender={null} />
      </>,
    );
    const kinds = [...container.querySelectorAll('[data-avatar]')].map((el) => el.getAttribute('data-avatar'));
    expect(kinds).toEqual(['boy', 'girl', 'boy', 'neutral', 'neutral']);
  });
});

describe('BottomSheet', () => {
  it('is a modal dialog named by its title, with content only while open', () => {
    const { rerender } = render(
      <BottomSheet open={false} onClose={() => undefined} title="Who is this consultation for?">
        <button type="button">Aarav</button>
      </BottomSheet>,
    );
    expect(screen.queryByText('Aarav')).toBeNull();
    rerender(
      <BottomSheet open onClose={() => undefined} title="Who is this consultation for?">
        <button type="button">Aarav</button>
      </BottomSheet>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Who is this consultation for?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: 'Aarav' })).toBeTruthy();
  });

  it('closes on Escape, on its close button and on a tap outside the panel', () => {
    const onClose = vi.fn();
    render(
      <BottomSheet open onClose={onClose} title="Members">
        <p>List</p>
      </BottomSheet>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Members' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    // A tap on the backdrop lands on the dialog element itself, not on the panel.
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(3);
    fireEvent.pointerDown(screen.getByText('List'));
    fireEvent.click(screen.getByText('List'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
