import type { LANGUAGES } from '@app/contract/constants';
import type { QueueCallType } from '@app/contract/schemas/queue';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { onDutyCount } from './duty.repo';

/**
 * How many doctors are on duty now for a call type and language (decision 0038): switched on and
 * the console seen within DUTY_HEARTBEAT_TIMEOUT_SECONDS. The queue's parent side (joining, the
 * availability, a place's estimate) counts through this; the table stays the console's.
 */
export function dutyCounter(db: Db, now: () => Date, config: Pick<Config, 'DUTY_HEARTBEAT_TIMEOUT_SECONDS'>) {
  return (type: QueueCallType, language: (typeof LANGUAGES)[number]) =>
    onDutyCount(db, type, language, new Date(now().getTime() - config.DUTY_HEARTBEAT_TIMEOUT_SECONDS * 1000));
}
