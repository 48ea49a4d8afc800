/**
 * On entering the shell, re-read user, constants and corporate variables from `GET auth` (spec §3.2: they are
 * delivered with authentication). This also proves the token still works: a 401 logs out via the API client.
 */
import { useEffect } from 'react';
import { fetchAuth } from '../../api/auth.ts';
import { getSession, getToken, updateSession } from '../../session/storage.ts';

export function useSessionRefresh(): void {
  useEffect(() => {
    if (!getToken()) return;
    let live = true;
    fetchAuth()
      .then(({ user, consts, corp, consult }) => {
        if (live && getSession())
          updateSession({ user, consts, corp, consult: consult ?? null, mustChange: user.mustChange });
      })
      .catch(() => {
        // 401 already handled (logout); other failures keep the stored copy.
      });
    return () => {
      live = false;
    };
  }, []);
}
