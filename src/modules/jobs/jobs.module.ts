/** The jobs module: the job table the runner loop works through (decision records 010, 017). */
import { defineModule } from '../module.js';
import { JobEntity } from './job.entity.js';

export const jobsModule = defineModule({
  name: 'jobs',
  entities: [JobEntity],
});
