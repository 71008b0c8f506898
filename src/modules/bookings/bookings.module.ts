/** The bookings module: calls with the firm's experts and quarterly check-ins (decision record 072). */
import { defineModule, defineSchedule } from '../module.js';
import { BOOKING_ENTITIES } from './booking.entity.js';
import { bookingsMails } from './bookings.mails.js';
import { bookingsPersonalData } from './bookings.personal-data.js';
import { bookingsRoutes } from './bookings.rest.js';
import { sendCallReminders, sendCheckInInvitations } from './bookings.service.js';
import { callsAdminRouter, callsRouter } from './bookings.trpc.js';

export const bookingsModule = defineModule({
  name: 'bookings',
  entities: BOOKING_ENTITIES,
  rest: [bookingsRoutes],
  trpc: { calls: callsRouter },
  adminTrpc: { calls: callsAdminRouter },
  mails: bookingsMails,
  schedules: ({ em, config }) => [
    defineSchedule({
      name: 'call reminders',
      decorator: 'sendCallReminders',
      // Every quarter of an hour: a reminder is due a day ahead, to the quarter hour.
      intervalMs: 15 * 60 * 1000,
      run: (now) => sendCallReminders(em(), config, now),
      count: (n) => n,
    }),
    defineSchedule({
      name: 'quarterly check-in invitations',
      decorator: 'sendCheckInInvitations',
      run: (now) => sendCheckInInvitations(em(), config, now),
      count: (n) => n,
    }),
  ],
  personalData: bookingsPersonalData,
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled call reminders, run now. @returns how many calls were reminded */
    sendCallReminders(now?: Date): Promise<number>;
    /** The scheduled quarterly check-in invitations, run now. @returns how many were queued */
    sendCheckInInvitations(now?: Date): Promise<number>;
  }
}
