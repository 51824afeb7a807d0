import type { ApiClient } from '../../../../shared/api/client';
import type { Locale } from '../../../../shared/locale';
import type { User } from '../../../../shared/api/types';
import { storefrontPost } from '../../../session/storefront';

export interface RegisterFields { name: string; surname: string; phone: string; email: string }

/** Step one: the backend sends a code and answers the user's id. */
export const requestRegisterCode = (api: ApiClient, fields: RegisterFields) =>
  api.send<{ id: number }>('POST', '/register', fields);

export const requestLoginCode = (api: ApiClient, phone: string) =>
  api.send<{ id: number }>('POST', '/login', { phone });

/** Step two goes through the storefront, which keeps the token in the HttpOnly cookie. */
export const verifyCode = (locale: Locale, phone: string, otp: string) =>
  storefrontPost<{ user: User }>('/api/auth/verify', { phone, otp }, locale);

export const signOut = (locale: Locale) => storefrontPost<null>('/api/auth/logout', {}, locale);
