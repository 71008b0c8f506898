/**
 * REST adapters for calls and check-ins (docs/decisions/072-calls.md).
 *
 *   GET    /api/calls/access                       what the client's packages allow, calls coming up
 *   GET    /api/calls/slots?lengthMinutes=30       free start times (ISO, next 28 days)
 *   GET    /api/calls                              the client's calls
 *   GET    /api/calls/:id/slots                    the free times the client's call can move to
 *   POST   /api/calls                              book a call (201)
 *   PUT    /api/calls/:id                          {startsAt}: move it (client, its expert, an owner)
 *   DELETE /api/calls/:id                          cancel it (200 with the cancelled call)
 *   GET    /api/admin/calls?who=mine|all&when=upcoming|past   the console's list
 *   GET    /api/admin/calls/:id/slots              the free times a call can move to (its expert's)
 *   GET|PUT /api/admin/availability                the member's weekly hours and video link
 *   PUT    /api/admin/availability/overrides       {date, ranges}: a date's own hours ([]: away)
 *   DELETE /api/admin/availability/overrides/:date the week's hours again
 * Booking, moving and cancelling count against the hourly 'booking' limit.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serviceContext } from '../../context.js';
import { signedIn, staffOnly, zodRoutes } from '../../rest.js';
import {
  AvailabilityInputSchema,
  AvailabilityOverrideDeleteSchema,
  AvailabilityOverrideInputSchema,
  AvailabilitySchema,
  BookCallInputSchema,
  BookingSchema,
  CallAccessSchema,
  MoveBookingBodySchema,
  SlotsInputSchema,
  SlotsSchema,
  StaffBookingsInputSchema,
} from '../../shared/bookings/bookings.schema.js';
import { ByIdInputSchema } from '../../shared/common.schema.js';
import {
  bookCall,
  callAccess,
  cancelBooking,
  deleteAvailabilityOverride,
  getMyAvailability,
  listMoveSlots,
  listMyBookings,
  listSlots,
  listStaffBookings,
  moveBooking,
  setAvailabilityOverride,
  setMyAvailability,
} from './bookings.service.js';

export async function bookingsRoutes(app: FastifyInstance): Promise<void> {
  const api = zodRoutes(app);
  api.get('/api/calls/access', { preValidation: signedIn, schema: { response: { 200: CallAccessSchema } } }, async (request) =>
    callAccess(await serviceContext(request)),
  );
  api.get('/api/calls/slots', { preValidation: signedIn, schema: { querystring: SlotsInputSchema, response: { 200: SlotsSchema } } }, async (request) =>
    listSlots(await serviceContext(request), request.query),
  );
  api.get('/api/calls/:id/slots', { preValidation: signedIn, schema: { params: ByIdInputSchema, response: { 200: SlotsSchema } } }, async (request) =>
    listMoveSlots(await serviceContext(request), request.params),
  );
  api.get('/api/calls', { preValidation: signedIn, schema: { response: { 200: z.array(BookingSchema) } } }, async (request) =>
    listMyBookings(await serviceContext(request)),
  );
  api.post(
    '/api/calls',
    { preValidation: [signedIn, app.limiters.booking], schema: { body: BookCallInputSchema, response: { 201: BookingSchema } } },
    async (request, reply) => reply.code(201).send(await bookCall(await serviceContext(request), request.body)),
  );
  api.put(
    '/api/calls/:id',
    { preValidation: [signedIn, app.limiters.booking], schema: { params: ByIdInputSchema, body: MoveBookingBodySchema, response: { 200: BookingSchema } } },
    async (request) => moveBooking(await serviceContext(request), { id: request.params.id, ...request.body }),
  );
  api.delete(
    '/api/calls/:id',
    { preValidation: [signedIn, app.limiters.booking], schema: { params: ByIdInputSchema, response: { 200: BookingSchema } } },
    async (request) => cancelBooking(await serviceContext(request), request.params),
  );
  api.get(
    '/api/admin/calls',
    { preValidation: staffOnly, schema: { querystring: StaffBookingsInputSchema, response: { 200: z.array(BookingSchema) } } },
    async (request) => listStaffBookings(await serviceContext(request), request.query),
  );
  api.get('/api/admin/calls/:id/slots', { preValidation: staffOnly, schema: { params: ByIdInputSchema, response: { 200: SlotsSchema } } }, async (request) =>
    listMoveSlots(await serviceContext(request), request.params),
  );
  api.get('/api/admin/availability', { preValidation: staffOnly, schema: { response: { 200: AvailabilitySchema } } }, async (request) =>
    getMyAvailability(await serviceContext(request)),
  );
  api.put(
    '/api/admin/availability',
    { preValidation: staffOnly, schema: { body: AvailabilityInputSchema, response: { 200: AvailabilitySchema } } },
    async (request) => setMyAvailability(await serviceContext(request), request.body),
  );
  api.put(
    '/api/admin/availability/overrides',
    { preValidation: staffOnly, schema: { body: AvailabilityOverrideInputSchema, response: { 200: AvailabilitySchema } } },
    async (request) => setAvailabilityOverride(await serviceContext(request), request.body),
  );
  api.delete(
    '/api/admin/availability/overrides/:date',
    { preValidation: staffOnly, schema: { params: AvailabilityOverrideDeleteSchema, response: { 200: AvailabilitySchema } } },
    async (request) => deleteAvailabilityOverride(await serviceContext(request), request.params),
  );
}
