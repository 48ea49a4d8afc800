/** The one-off post-login message (spec §2.4 corporate shell), stored by the login before it reloads. */
import { useEffect } from 'react';
import { useToast } from '../../app/toast.ts';
import { POST_LOGIN_MESSAGE_KEY } from '../../session/storage.ts';

export function usePostLoginMessage(): void {
  const toast = useToast();
  useEffect(() => {
    const message = localStorage.getItem(POST_LOGIN_MESSAGE_KEY);
    if (!message) return;
    localStorage.removeItem(POST_LOGIN_MESSAGE_KEY);
    toast.info(message);
  }, [toast]);
}
