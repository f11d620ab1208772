import { createContext, useContext } from 'react';
import type { Action } from '@portal/contracts/platform/modules';
import type { CurrentUserDto } from '@portal/contracts/platform/session';

export interface Session {
  user: CurrentUserDto;
  /** UI feature flags by name (GET api/config/GetUiFlags). */
  flags: Readonly<Record<string, boolean>>;
  /** Signs out: POST api/me/logout, then the identity provider's sign-out. */
  signOut: (reason?: string) => Promise<void>;
  /** The current bearer token (for the live hub). */
  accessToken: () => string | null;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside the session provider.');
  return session;
}

export function useCurrentUser(): CurrentUserDto {
  return useSession().user;
}

/** True when the flag is on (the UI hides what a flag turns off; the server refuses it). */
export function useFlag(name: string): boolean {
  return useSession().flags[name] === true;
}

/** True when the user holds the module, or the action in it (permissions from GET api/me). */
export function userCan(user: CurrentUserDto, moduleId: number, action?: Action): boolean {
  if (user.isAdmin) return true;
  if (!user.modules.includes(moduleId)) return false;
  if (!action) return true;
  return user.permissions[String(moduleId)]?.includes(action) ?? false;
}

export function useCan(moduleId: number, action?: Action): boolean {
  return userCan(useCurrentUser(), moduleId, action);
}
