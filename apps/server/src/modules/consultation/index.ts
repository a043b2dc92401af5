// The consultation module's public face: its routes and the reminder steps jobs/reminders.ts runs.
export { consultationRoutes } from './consultation.routes';
export {
  claimDueReminders,
  markReminderSent,
  REMINDER_LEASE_MS,
  REMINDER_MAX_ATTEMPTS,
  releaseReminderClaim,
  reminderDetails,
} from './reminders.repo';
