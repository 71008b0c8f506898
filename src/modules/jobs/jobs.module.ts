/** The jobs module: the job table the runner loop works through (decision records 010, 017), and the schedules' shared clock (047). */
import { defineModule } from '../module.js';
import { JobEntity } from './job.entity.js';
import { ScheduleRunEntity } from './schedule-run.entity.js';

export const jobsModule = defineModule({
  name: 'jobs',
  entities: [JobEntity, ScheduleRunEntity],
});
