import { useMutation } from '@tanstack/react-query';
import type { SignInPage } from '../../../../shared/api/types';
import type { Locale } from '../../../../shared/locale';
import { useLocale } from '../../../i18n';
import { storefrontPost } from '../../../session/storefront';

/** Step two goes through the storefront, which keeps the token in the HttpOnly cookie. */
export const verifyCode = (locale: Locale, phone: string, otp: string) =>
  storefrontPost<SignInPage>('/api/auth/verify', { phone, otp }, locale);

/** The caches change in useCompleteSignIn, after the guest basket has gone to the server. */
export function useVerifyCode() {
  const locale = useLocale();
  return useMutation({ mutationFn: ({ phone, otp }: { phone: string; otp: string }) => verifyCode(locale, phone, otp) });
}
