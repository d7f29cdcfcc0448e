import { callStartingText, type CallType } from '../../contract/calls';
import { ApiError } from '../api/client';
import { callsApi } from '../api/calls';
import { useNoticeStore } from './noticeStore';

/**
 * The conversation's call buttons: starts the call and says so, or why not (docs/product.md,
 * Calls).
 */
export async function startCall(recipientId: string, type: CallType): Promise<void> {
  const notice = useNoticeStore.getState();
  try {
    const { call_id } = await callsApi.start(recipientId, type);
    notice.show('info', callStartingText(type, call_id));
  } catch (err) {
    notice.show(
      'error',
      err instanceof ApiError
        ? `Could not start the call: ${err.message}`
        : 'Could not start the call. Please check your connection and try again.',
    );
  }
}
