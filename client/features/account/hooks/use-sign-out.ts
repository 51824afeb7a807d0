import { useQueryClient } from '@tanstack/react-query';
import { notify as toast } from '../../../components/notify';
import { useLocale, useT } from '../../../i18n';
import { signOut } from '../../auth/api/sign-in';
import { guestBasketStore } from '../../basket/guest-store';

/**
 * Signing out (spec §4): the server revokes the session and clears the cookie; the basket and
 * everything that belonged to the customer go; the session starts again as a guest.
 */
export function useSignOut() {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();

  return async (): Promise<boolean> => {
    try {
      await signOut(locale);
    } catch {
      toast.error(t('some_error_occured'));
      return false;
    }
    guestBasketStore.set(() => ({}));
    queryClient.setQueryData(['user'], null);
    for (const key of ['basket', 'orders', 'order']) queryClient.removeQueries({ queryKey: [key] });
    await queryClient.invalidateQueries({ queryKey: ['favourites'] });
    toast.success(t('you_have_successfully_logout'));
    return true;
  };
}
