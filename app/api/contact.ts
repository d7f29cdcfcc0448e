import type { ContactMessageInput } from '../../contract/admin';
import type { SuccessResponse } from '../../contract/auth';
import { api } from './client';

/** 'Contact us' and listing inquiries: name and e-mail come from the account on the server. */
export const contactApi = {
  /** 201 on success; 400 names the field; 429 after 5 a day. */
  send: (input: ContactMessageInput) =>
    api<SuccessResponse>('POST', '/api/contact-messages', input),
};
