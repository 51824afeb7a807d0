import { useT } from '../../i18n';
import { useModals } from '../../components/modal/modal-store';
import { ChatIcon } from '../../components/ui/icons';

/** The round button in the corner that opens the chat modal (the shop's contact channels). */
export function ChatButton() {
  const t = useT();
  const { open } = useModals();
  return (
    <button type="button" className="floating-button chat-button" aria-label={t('shell.chat')} onClick={() => open('chat')}>
      <ChatIcon />
    </button>
  );
}
