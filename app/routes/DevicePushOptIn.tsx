import { useEffect } from 'react';
import { PushOptIn } from '../../ui/notifications/PushOptIn';
import { usePushStore } from '../stores/pushStore';

/**
 * Notifications on this device, from the push store (app/stores/pushStore.ts): in the
 * notification settings and in Profile Setup. Reading the state never asks for permission.
 */
export function DevicePushOptIn() {
  const push = usePushStore();
  const { check } = push;
  useEffect(() => {
    void check();
  }, [check]);
  return (
    <PushOptIn
      state={push.state}
      busy={push.busy}
      error={push.error}
      onTurnOn={() => void push.turnOn()}
      onTurnOff={() => void push.turnOff()}
    />
  );
}
