// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeightField } from './HeightField';
import { WeightField } from './WeightField';

afterEach(cleanup);

function Weight({ start = '' }: { start?: string }) {
  const [value, setValue] = useState(start);
  return <WeightField value={value} onChange={setValue} />;
}

function Height({ start = 0 }: { start?: number }) {
  const [value, setValue] = useState(start);
  return <HeightField value={value} onChange={setValue} />;
}

const weightBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Weight' });
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe('the weight box', () => {
  it('takes digits and one dot, at most 4 characters, and refuses the rest', () => {
    render(<Weight />);
    const box = weightBox();
    type(box, '12.3');
    expect(box.value).toBe('12.3');
    type(box, '12.3.4');
    expect(box.value).toBe('12.3');
    type(box, '9999');
    type(box, '99999');
    expect(box.value).toBe('9999');
    type(box, '12a');
    expect(box.value).toBe('9999');
    expect(box).toHaveProperty('inputMode', 'decimal');
  });

  it('has a kgs label and minus/plus in steps of 1, minus only above 0', () => {
    render(<Weight />);
    expect(screen.getByText('kgs')).toBeTruthy();
    expect(weightBox().getAttribute('aria-describedby')).toContain('weight-unit');
    const minus = screen.getByRole<HTMLButtonElement>('button', { name: 'Decrease weight by 1 kg' });
    const plus = screen.getByRole<HTMLButtonElement>('button', { name: 'Increase weight by 1 kg' });
    expect(minus.disabled).toBe(true);
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(weightBox().value).toBe('2');
    expect(minus.disabled).toBe(false);
    fireEvent.click(minus);
    fireEvent.click(minus);
    expect(weightBox().value).toBe('0');
    expect(minus.disabled).toBe(true);
  });
});

describe('the height slider', () => {
  it('runs from 0 to 250 cm and shows its value', () => {
    render(<Height start={98} />);
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Height' });
    expect(slider.min).toBe('0');
    expect(slider.max).toBe('250');
    expect(slider.getAttribute('aria-valuetext')).toBe('98 centimetres');
    expect(screen.getByRole('status').textContent).toBe('98 cms');
    fireEvent.change(slider, { target: { value: '120' } });
    expect(screen.getByRole('status').textContent).toBe('120 cms');
  });

  it('stops its buttons at the bounds', () => {
    render(<Height start={249} />);
    const more = screen.getByRole<HTMLButtonElement>('button', { name: 'Increase height by 1 cm' });
    fireEvent.click(more);
    expect(screen.getByRole('status').textContent).toBe('250 cms');
    expect(more.disabled).toBe(true);
    cleanup();
    render(<Height start={0} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Decrease height by 1 cm' }).disabled).toBe(true);
  });
});
