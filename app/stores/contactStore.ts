import { create } from './create';
import type { ContactKind } from '../../contract/admin';
import { requestFailureText } from '../api/client';
import { contactApi } from '../api/contact';
import { resettable } from './resetRegistry';

/** The subject a listing inquiry starts with, e.g. 'Listing inquiry: Premium Listing'. */
export const listingInquirySubject = (planName: string) => `Listing inquiry: ${planName}`;

interface ContactState {
  open: boolean;
  kind: ContactKind;
  /** The subject the form starts with ('' for Contact us). */
  initialSubject: string;
  sending: boolean;
  /** The server's reason (a field named, or the daily limit), shown in the form. */
  error: string | null;
  /** The message reached the team: the dialog thanks the person. */
  sent: boolean;
  /** 'Contact us'. */
  openContact: () => void;
  /** 'Ask about this listing' on a plan of Get Help's pricing panel. */
  openListingInquiry: (planName: string) => void;
  /** Ignored while the message is on its way. */
  close: () => void;
  send: (subject: string, message: string) => Promise<void>;
}

const closed = {
  open: false,
  kind: 'contact' as ContactKind,
  initialSubject: '',
  sending: false,
  error: null,
  sent: false,
};

/**
 * The 'Contact us' form and listing inquiries (Get Help): what the person writes reaches the
 * moderators' contact messages; the server adds their name and e-mail from the account.
 *
 * Error contract: `send` never rejects; a refusal is `error` for the dialog to show, and the
 * form keeps what was written.
 */
export const useContactStore = resettable(
  create<ContactState>()((set, get) => ({
    ...closed,

    openContact: () => set({ ...closed, open: true }),
    openListingInquiry: (planName) =>
      set({
        ...closed,
        open: true,
        kind: 'listing',
        initialSubject: listingInquirySubject(planName),
      }),
    close: () => {
      if (!get().sending) set({ open: false });
    },
    send: async (subject, message) => {
      if (get().sending || get().sent) return;
      set({ sending: true, error: null });
      try {
        await contactApi.send({ subject, message, kind: get().kind });
        set({ sending: false, sent: true });
      } catch (err) {
        set({ sending: false, error: requestFailureText(err) });
      }
    },
  })),
);
