/** React bindings for the stored session and the cross-tab waiting flag. */
import { useSyncExternalStore } from 'react';
import { isWaitingOnOtherTab, subscribeWaiting } from './crossTab.ts';
import { getSession, subscribeSession, type StoredSession } from './storage.ts';

export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function useWaitingOnOtherTab(): boolean {
  return useSyncExternalStore(subscribeWaiting, isWaitingOnOtherTab, isWaitingOnOtherTab);
}
