/** The deadlines module: the deadline calculator's API (decision record 009; no tables). */
import { defineModule } from '../module.js';
import { deadlinesRoutes } from './deadlines.rest.js';
import { deadlinesRouter } from './deadlines.trpc.js';

export const deadlinesModule = defineModule({
  name: 'deadlines',
  rest: [deadlinesRoutes],
  trpc: { deadlines: deadlinesRouter },
});
