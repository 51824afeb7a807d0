import { useQueryClient } from '@tanstack/react-query';
import { notify as toast } from '../../../components/notify';
import { useApi } from '../../../app-context';
import { useT } from '../../../i18n';
import { mergeGuestBasket } from '../api/merge-guest-basket';

/**
 * After a verified code (spec §4): notice, the guest basket pushed to the server and cleared
 * locally, then profile, basket and favourites reloaded for the signed-in customer.
 */
export function useCompleteSignIn() {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();

  return async () => {
    toast.success(t('you_have_successfully_login'));
    // before the user query flips the basket to the server one, so it shows the merged lines
    await mergeGuestBasket(api).catch(() => undefined);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['user'] }),
      queryClient.invalidateQueries({ queryKey: ['basket'] }),
      queryClient.invalidateQueries({ queryKey: ['favourites'] }),
    ]);
  };
}
