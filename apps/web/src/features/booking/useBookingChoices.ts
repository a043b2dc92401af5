import { useCallback } from 'react';
import { setTemp } from '../../app/state';
import { store, useAppDispatch, useAppSelector } from '../../app/store';
import { type BookingChoices, choicesOf, withChoices } from './choices';

/** The booking choices in the Temp slice, and a setter that writes them straight back. */
export function useBookingChoices(): [BookingChoices, (next: (current: BookingChoices) => BookingChoices) => void] {
  const dispatch = useAppDispatch();
  const choices = useAppSelector((state) => choicesOf(state.Temp));
  const update = useCallback(
    (next: (current: BookingChoices) => BookingChoices) => {
      // Read at call time, so two updates in one event do not overwrite each other.
      const temp = store.getState().Temp;
      dispatch(setTemp(withChoices(temp, next(choicesOf(temp)))));
    },
    [dispatch],
  );
  return [choices, update];
}
