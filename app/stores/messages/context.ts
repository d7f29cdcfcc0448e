import { ApiError } from '../../api/client';
import { useNoticeStore } from '../noticeStore';
import { useSessionStore } from '../sessionStore';

export const viewerId = () => useSessionStore.getState().user?.id ?? '';

export const notify = (severity: 'success' | 'error' | 'info', message: string) =>
  useNoticeStore.getState().show(severity, message);

/** The error an action rejects with: the server's reason for a refusal, else `fallback`. */
export const failure = (err: unknown, fallback: string) =>
  new Error(err instanceof ApiError ? err.message : fallback, { cause: err });
