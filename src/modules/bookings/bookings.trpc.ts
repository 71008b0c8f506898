/**
 * tRPC procedures for calls and check-ins (docs/decisions/072-calls.md): the client's `calls.*`
 * and the console's `admin.calls.*`. Booking, moving and cancelling are rate limited ('booking',
 * src/plugins/security.ts).
 */
import {
  AvailabilityInputSchema,
  AvailabilityOverrideDeleteSchema,
  AvailabilityOverrideInputSchema,
  BookCallInputSchema,
  MoveBookingInputSchema,
  SlotsInputSchema,
  StaffBookingsInputSchema,
} from '../../shared/bookings/bookings.schema.js';
import { ByIdInputSchema } from '../../shared/common.schema.js';
import { clientProcedure, router, staffProcedure } from '../../trpc/init.js';
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

export const callsRouter = router({
  access: clientProcedure.query(({ ctx }) => callAccess(ctx.services)),
  slots: clientProcedure.input(SlotsInputSchema).query(({ ctx, input }) => listSlots(ctx.services, input)),
  list: clientProcedure.query(({ ctx }) => listMyBookings(ctx.services)),
  moveSlots: clientProcedure.input(ByIdInputSchema).query(({ ctx, input }) => listMoveSlots(ctx.services, input)),
  book: clientProcedure.input(BookCallInputSchema).mutation(({ ctx, input }) => bookCall(ctx.services, input)),
  move: clientProcedure.input(MoveBookingInputSchema).mutation(({ ctx, input }) => moveBooking(ctx.services, input)),
  cancel: clientProcedure.input(ByIdInputSchema).mutation(({ ctx, input }) => cancelBooking(ctx.services, input)),
});

export const callsAdminRouter = router({
  list: staffProcedure.input(StaffBookingsInputSchema).query(({ ctx, input }) => listStaffBookings(ctx.services, input)),
  moveSlots: staffProcedure.input(ByIdInputSchema).query(({ ctx, input }) => listMoveSlots(ctx.services, input)),
  move: staffProcedure.input(MoveBookingInputSchema).mutation(({ ctx, input }) => moveBooking(ctx.services, input)),
  cancel: staffProcedure.input(ByIdInputSchema).mutation(({ ctx, input }) => cancelBooking(ctx.services, input)),
  availability: staffProcedure.query(({ ctx }) => getMyAvailability(ctx.services)),
  setAvailability: staffProcedure.input(AvailabilityInputSchema).mutation(({ ctx, input }) => setMyAvailability(ctx.services, input)),
  setOverride: staffProcedure.input(AvailabilityOverrideInputSchema).mutation(({ ctx, input }) => setAvailabilityOverride(ctx.services, input)),
  deleteOverride: staffProcedure.input(AvailabilityOverrideDeleteSchema).mutation(({ ctx, input }) => deleteAvailabilityOverride(ctx.services, input)),
});
