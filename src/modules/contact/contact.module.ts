/** The contact module: the public contact form and the firm's replies. */
import { defineModule } from '../module.js';
import { contactPersonalData } from './contact.personal-data.js';
import { ContactFormEntity, ContactReplyEntity } from './contact-form.entity.js';
import { contactRoutes } from './contact.rest.js';
import { contactAdminRouter, contactRouter } from './contact.trpc.js';
import { contactMails } from './contact.mails.js';

export const contactModule = defineModule({
  name: 'contact',
  entities: [ContactFormEntity, ContactReplyEntity],
  rest: [contactRoutes],
  trpc: { contact: contactRouter },
  adminTrpc: { contact: contactAdminRouter },
  mails: contactMails,
  personalData: contactPersonalData,
});
