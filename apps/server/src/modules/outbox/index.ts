// The outbox's public face (decision 0055): the service that writes messages about consultations in
// their event's transaction, the delivery jobs/outbox.ts runs, and the write the reminder job uses
// for its WhatsApp copy.

export { type DeliveryDeps, deliverMessages } from './deliver';
export {
  enqueue as enqueueMessages,
  type NewMessage,
  OUTBOX_LEASE_MS,
  OUTBOX_MAX_ATTEMPTS,
} from './outbox.repo';
export type { OutboxChannel, OutboxKind, OutboxStatus } from './outbox.schema';
export { type OutboxService, type OutboxServiceDeps, outboxServiceFactory } from './outbox.service';
