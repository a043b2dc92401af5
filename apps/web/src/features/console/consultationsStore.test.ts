import { describe, expect, it, vi } from 'vitest';
import type { ConsultationsResult } from './api/consoleApi';
import { createConsultationsStore } from './consultationsStore';
import { aConsultation } from './testData';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const result = (data = [aConsultation()]): ConsultationsResult => ({
  status: 1,
  serverNow: '2026-11-22T04:00:00Z',
  data,
});

describe('consultations store', () => {
  it('loads once at a time and tells subscribers', async () => {
    const answer = deferred<ConsultationsResult>();
    const fetchList = vi.fn(() => answer.promise);
    const store = createConsultationsStore(fetchList, () => 1000);
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.load();
    const second = store.load();
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().loading).toBe(true);
    const list = result();
    answer.resolve(list);
    await Promise.all([first, second]);
    expect(store.getSnapshot()).toMatchObject({
      data: list.data,
      serverNow: list.serverNow,
      loading: false,
      loadedAt: 1000,
    });
    expect(listener).toHaveBeenCalled();
  });

  it('keeps the list when a refresh fails, with the error beside it', async () => {
    const list = result();
    const fetchList = vi
      .fn<() => Promise<ConsultationsResult>>()
      .mockResolvedValueOnce(list)
      .mockRejectedValueOnce({ status: 0, message: 'offline' });
    const store = createConsultationsStore(fetchList);
    await store.load();
    await store.load();
    expect(store.getSnapshot()).toMatchObject({ data: list.data, error: { status: 0, message: 'offline' } });
  });

  it('drops a load that answers after a reset (another doctor must not see the list)', async () => {
    const answer = deferred<ConsultationsResult>();
    const store = createConsultationsStore(() => answer.promise);
    const loading = store.load();
    store.reset();
    answer.resolve(result());
    await loading;
    expect(store.getSnapshot()).toEqual({ loading: false, saved: {} });
  });

  it('patches one consultation, and remembers a saved prescription on it', async () => {
    const [a, b] = [aConsultation(), aConsultation()];
    const store = createConsultationsStore(async () => result([a, b]));
    await store.load();
    store.patch(a.appReqId, { roomName: 'room-a' });
    store.rememberPrescription({ appReqId: b.appReqId, prescriptionId: 9, medicines: [], advice: 'Rest' });
    const { data, saved } = store.getSnapshot();
    expect(data?.map((c) => [c.roomName, c.prescriptionId])).toEqual([
      ['room-a', null],
      [null, 9],
    ]);
    expect(saved[b.appReqId]?.advice).toBe('Rest');
  });
});
