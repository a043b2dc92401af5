import { VIDEO_ROOM_POLLS } from '@app/contract/constants';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useGetConsultationQuery } from './api/consultationApi';
import { problemOf } from './problem';
import { QUEUE_POLL_MS } from './queuePlace';
import { clockOffset, msToNextTick } from './waitingRoom';

/** The waiting room reads its consultation again this often (the spec's 30 s room interval). */
const REFRESH_EVERY_MS = VIDEO_ROOM_POLLS.everySeconds * 1000;

/**
 * The consultation of the session, fetched afresh on every visit, with the offset of the server's
 * clock (its serverNow against the moment the answer arrived on this phone). With `refresh`, it is
 * read again every 30 s: the waiting room learns that the doctor started or completed it. With
 * `queued` (a place in the on-duty queue), every 5 s: the place moves up and a doctor may call.
 */
export function useConsultation(appReqId: number | undefined, refresh = false, queued = false) {
  const query = useGetConsultationQuery(appReqId ?? skipToken, {
    refetchOnMountOrArgChange: true,
    pollingInterval: queued ? QUEUE_POLL_MS : refresh ? REFRESH_EVERY_MS : 0,
  });
  const { data, error, fulfilledTimeStamp } = query;
  const consultation = data?.data;
  const offset = data && fulfilledTimeStamp !== undefined ? clockOffset(data.serverNow, fulfilledTimeStamp) : undefined;
  return {
    consultation,
    offset,
    problem: problemOf(appReqId, error, consultation),
    loading: appReqId !== undefined && !data && !error,
    fetching: query.isFetching,
    refetch: query.refetch,
  };
}

/**
 * The server's time now, ticking every second on the seconds of `alignTo` (the countdown's end)
 * so the shown countdown changes on time. Undefined until the offset is known.
 */
export function useServerNow(offset: number | undefined, alignTo?: string): number | undefined {
  const [now, setNow] = useState<number>();
  useEffect(() => {
    if (offset === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now() + offset;
      setNow(current);
      timer = setTimeout(tick, alignTo ? msToNextTick(alignTo, current) : 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [offset, alignTo]);
  return offset === undefined ? undefined : now;
}
