import { create } from './create';
import type { IncomingSupportRequest, SupportRequest } from '../../contract/support';
import { ApiError, requestFailureText } from '../api/client';
import { supportApi } from '../api/support';
import { liveEvents } from './liveEvents';
import { useNoticeStore } from './noticeStore';
import { resettable } from './resetRegistry';

interface SupportState {
  /** The person's own open request (Get Help), or null. */
  mine: SupportRequest | null;
  /** Peers who answered it, as heard live. */
  responders: string[];
  dialogOpen: boolean;
  sending: boolean;
  closing: boolean;
  error: string | null;
  /** Requests of others this person may answer (Messages). */
  incoming: IncomingSupportRequest[];
  responding: string | null;
  loadMine: () => Promise<void>;
  openDialog: () => void;
  closeDialog: () => void;
  request: (message: string) => Promise<void>;
  close: () => Promise<void>;
  loadIncoming: () => Promise<void>;
  /** Answers a request; resolves with the requester's id (the conversation to open) or null. */
  respond: (request: IncomingSupportRequest) => Promise<string | null>;
}

/** 'Request Peer Support' on both sides: the requester's request and the peers' list. */
export const useSupportStore = resettable(
  create<SupportState>((set, get) => ({
    mine: null,
    responders: [],
    dialogOpen: false,
    sending: false,
    closing: false,
    error: null,
    incoming: [],
    responding: null,

    loadMine: async () => {
      try {
        const { request } = await supportApi.mine();
        set({ mine: request });
      } catch (err) {
        console.warn('support request not loaded', err);
      }
    },
    openDialog: () => set({ dialogOpen: true, error: null }),
    closeDialog: () => {
      if (!get().sending) set({ dialogOpen: false });
    },
    request: async (message) => {
      set({ sending: true, error: null });
      try {
        const { request } = await supportApi.create(message);
        set({ mine: request, responders: [], sending: false, dialogOpen: false });
      } catch (err) {
        set({ sending: false, error: requestFailureText(err) });
        // A request may be open after all (another tab, an answer that was lost): show it.
        await get().loadMine();
        if (get().mine) set({ dialogOpen: false });
      }
    },
    close: async () => {
      const mine = get().mine;
      if (!mine) return;
      set({ closing: true });
      try {
        await supportApi.close(mine.id);
        set({ mine: null, responders: [], closing: false });
      } catch (err) {
        set({ closing: false });
        useNoticeStore.getState().show('error', requestFailureText(err));
      }
    },
    loadIncoming: async () => {
      try {
        const { requests } = await supportApi.incoming();
        set({ incoming: requests });
      } catch (err) {
        console.warn('support requests not loaded', err);
      }
    },
    respond: async (request) => {
      set({ responding: request.id });
      try {
        const { requester_id } = await supportApi.respond(request.id);
        set((s) => ({
          responding: null,
          incoming: s.incoming.map((r) => (r.id === request.id ? { ...r, responded: true } : r)),
        }));
        return requester_id;
      } catch (err) {
        set({ responding: null });
        useNoticeStore.getState().show('error', requestFailureText(err));
        if (err instanceof ApiError && (err.status === 404 || err.status === 409))
          set((s) => ({ incoming: s.incoming.filter((r) => r.id !== request.id) }));
        return null;
      }
    },
  })),
);

/**
 * Support requests are told live (docs/product.md, Peer support requests): peers see them come and
 * go, and the requester hears who answered, on whichever page they are. The layout calls this
 * beside `liveEvents.start()` while someone is signed in; returns the unsubscribe.
 */
export function followSupportEvents(): () => void {
  const stops = [
    liveEvents.on('support_request', (r) =>
      useSupportStore.setState((s) => ({
        incoming: [r, ...s.incoming.filter((x) => x.id !== r.id)],
      })),
    ),
    liveEvents.on('support_request_closed', ({ id }) =>
      useSupportStore.setState((s) => ({ incoming: s.incoming.filter((x) => x.id !== id) })),
    ),
    liveEvents.on('support_response', ({ responder_name, request_id }) => {
      useSupportStore.setState((s) =>
        s.mine?.id === request_id
          ? {
              responders: [...new Set([...s.responders, responder_name])],
              mine: { ...s.mine, responded: s.mine.responded + 1 },
            }
          : {},
      );
      useNoticeStore
        .getState()
        .show('success', `${responder_name} answered your request for support. See Messages.`);
    }),
    // Requests told while the stream was down are fetched when it is back.
    liveEvents.onCatchUp((why) => {
      if (why === 'reconnected') void useSupportStore.getState().loadIncoming();
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
