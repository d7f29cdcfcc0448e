/** 'Contact us': a signed-in person writes to the team (Get Help, also for listing inquiries). */
export {
  ContactDialog,
  CONTACT_SENT_TEXT,
  type ContactDialogProps,
  type ContactSender,
} from './ContactDialog';
