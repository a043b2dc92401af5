import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../app/store';
import { errorMessage, FRESH_LOOKUP, isRefusal } from '../../lib/http';
import { notify } from '../../lib/notify';
import { consultationApi, type VideoLogArgs } from './api/consultationApi';
import { nextPollAt } from './videoPoll';

/**
 * Looks the video room up at once and then every 30 s of server time until `closesAt` (spec §4,
 * §9; see videoPoll.ts), while `args` is given: the whole time the waiting room is open, however
 * late the doctor starts (null: the call has started, no time ends it). `onRoom` hears every room name that comes back and
 * answers true to stop. Leaving the page (unmount) or passing no args stops it. A lookup the
 * server refuses (4xx) ends it with a toast; a network or server failure is one poll spent.
 */
export function useVideoRoomPoll(
  args: VideoLogArgs | undefined,
  clock: { offset: number | undefined; closesAt: string | null | undefined },
  onRoom: (roomName: string) => boolean,
) {
  const dispatch = useAppDispatch();
  const heard = useRef(onRoom);
  heard.current = onRoom;
  const offsetRef = useRef(clock.offset ?? 0);
  offsetRef.current = clock.offset ?? 0;
  const { memberId, userType, appReqId } = args ?? {};
  const endsAt =
    clock.closesAt === undefined
      ? Number.NaN
      : clock.closesAt === null
        ? Number.POSITIVE_INFINITY
        : Date.parse(clock.closesAt);
  const ready = clock.offset !== undefined;

  useEffect(() => {
    if (memberId === undefined || userType === undefined || appReqId === undefined || !ready) return;
    if (Number.isNaN(endsAt)) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const serverNow = () => Date.now() + offsetRef.current;

    const poll = async (at: number) => {
      if (stopped) return;
      try {
        const lookup = consultationApi.endpoints.getVideoLog.initiate({ memberId, userType, appReqId }, FRESH_LOOKUP);
        const answer = await dispatch(lookup).unwrap();
        if (stopped) return;
        const roomName = answer.data.roomName;
        if (roomName && heard.current(roomName)) {
          stopped = true;
          return;
        }
      } catch (error) {
        if (stopped) return;
        const problem = errorMessage(error);
        notify.error(problem.message);
        if (isRefusal(problem.status)) return;
      }
      // From the later of the plan and now: a phone that slept does not make up missed polls.
      const next = nextPollAt(Math.max(at, serverNow()), endsAt);
      if (next === null || stopped) return;
      timer = setTimeout(() => poll(next), Math.max(0, next - serverNow()));
    };

    poll(serverNow());
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [dispatch, memberId, userType, appReqId, endsAt, ready]);
}
