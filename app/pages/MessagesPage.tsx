import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MessagesScreen } from '../../ui/messages/MessagesScreen';
import { useCallStore } from '../stores/calls/callStore';
import { SupportRequestsPanel } from '../../ui/support/SupportRequestsPanel';
import { useMessagesStore } from '../stores/messagesStore';
import { useSupportStore } from '../stores/supportStore';
import { useSessionStore } from '../stores/sessionStore';

/**
 * Messages (/messages, /messages?with=<userId>): connects the messages store to the screen. The
 * open conversation is in the address, so the feed's 'Message' action, Back and a reload all work.
 */
export function MessagesPage() {
  const store = useMessagesStore();
  const viewerId = useSessionStore((s) => s.user?.id ?? '');
  const [params, setParams] = useSearchParams();
  // Ids are lower-case everywhere else (events, the store): '?with=' is read the same way.
  const withUser = params.get('with')?.toLowerCase() ?? null;
  const { loadThreads, select } = store;
  const support = useSupportStore();
  const { loadIncoming } = support;

  useEffect(() => {
    void loadIncoming();
  }, [loadIncoming]);

  useEffect(() => {
    void loadThreads();
  }, [loadThreads]);
  useEffect(() => {
    select(withUser);
  }, [select, withUser]);

  const c = store.conversation;
  return (
    <MessagesScreen
      threads={store.threads}
      threadsStatus={store.threadsStatus}
      selectedUserId={withUser}
      conversation={
        c && c.userId === withUser
          ? {
              status: c.status,
              other: c.other,
              messages: c.messages,
              hasEarlier: c.nextCursor !== null,
              loadingEarlier: c.loadingEarlier,
              typing: store.typing[c.userId] === true,
              sendError: c.sendError,
              sending: store.sending,
            }
          : null
      }
      viewerId={viewerId}
      onSelectThread={(userId) => setParams({ with: userId })}
      onBack={() => setParams({})}
      onRetryThreads={() => void store.loadThreads()}
      onRetryConversation={() => void store.loadConversation()}
      onLoadEarlier={() => void store.loadEarlier()}
      onSend={(content, type) => store.send(content, type)}
      // Failed sends are rolled back and their text kept in the input: nothing to resend by id.
      onRetrySend={() => {}}
      onTyping={store.typed}
      onReact={(id, emoji) => void store.react(id, emoji)}
      onCall={(type) => {
        if (withUser) void useCallStore.getState().start(withUser, type);
      }}
      onBlock={store.block}
      onUnblock={store.unblock}
      onReport={store.reportPerson}
      onDismissSendError={store.dismissSendError}
      supportRequests={
        <SupportRequestsPanel
          requests={support.incoming}
          responding={support.responding}
          onRespond={(request) =>
            void support.respond(request).then((requesterId) => {
              if (!requesterId) return;
              void loadThreads();
              setParams({ with: requesterId });
            })
          }
        />
      }
    />
  );
}
