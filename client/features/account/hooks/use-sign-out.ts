import { notify as toast } from '../../../components/notify';
import { useT } from '../../../i18n';
import { useSignOutMutation } from '../api/sign-out';

/** Signing out with the spec's notices; true once the session is gone (the modal closes). */
export function useSignOut() {
  const t = useT();
  const { mutateAsync: signOut } = useSignOutMutation();

  return async (): Promise<boolean> => {
    try {
      await signOut();
    } catch {
      toast.error(t('some_error_occured'));
      return false;
    }
    toast.success(t('you_have_successfully_logout'));
    return true;
  };
}
