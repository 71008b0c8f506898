/** The time an expert can log for a reply or a piece of work (docs/product-spec.md §9: 15-minute increments). */
import { TIME_INCREMENT_MINUTES } from '#shared/constants.js';

/** The time-spent choices, in minutes: 15-minute steps up to 8 hours (a working day). */
export const TIME_STEP_OPTIONS: readonly number[] = Array.from({ length: (8 * 60) / TIME_INCREMENT_MINUTES }, (_, i) => (i + 1) * TIME_INCREMENT_MINUTES);
