/** The mail module: the e-mail outbox and its delivery (decision record 004). */
import { defineModule } from '../module.js';
import { mailPersonalData } from './mail.personal-data.js';
import { MailOutboxEntity } from './outbox.entity.js';

export const mailModule = defineModule({
  name: 'mail',
  entities: [MailOutboxEntity],
  personalData: mailPersonalData,
});
