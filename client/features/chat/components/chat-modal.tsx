import type { ReactNode } from 'react';
import { usePublicConfig } from '../../../app-context';
import { useT } from '../../../i18n';
import type { ModalContentProps } from '../../../components/modal/modal-store';
import { CameraIcon, ChatIcon, MailIcon, PhoneIcon, SendIcon } from '../../../components/ui/icons';

interface Channel {
  href: string;
  label: string;
  detail: string;
  icon: ReactNode;
}

/** The chat modal: the ways to reach the shop, from the configuration; unset messengers are left out. */
export default function ChatModal(_: ModalContentProps) {
  const t = useT();
  const { phone, email, links } = usePublicConfig();
  const channels: Channel[] = [];
  if (phone) channels.push({ href: `tel:${phone.replace(/[^\d+]/g, '')}`, label: t('shell.call_us'), detail: phone, icon: <PhoneIcon /> });
  if (links.telegram)
    channels.push({ href: links.telegram, label: t('shell.telegram'), detail: t('shell.write_to_us'), icon: <SendIcon /> });
  if (links.instagram)
    channels.push({ href: links.instagram, label: t('shell.instagram'), detail: t('shell.write_to_us'), icon: <CameraIcon /> });
  if (links.imo) channels.push({ href: links.imo, label: t('shell.imo'), detail: t('shell.write_to_us'), icon: <ChatIcon /> });
  if (email) channels.push({ href: `mailto:${email}`, label: t('shell.email'), detail: email, icon: <MailIcon /> });

  return (
    <div className="chat">
      <p className="chat__intro">{t('shell.chat_intro')}</p>
      <ul className="chat__channels">
        {channels.map((c) => (
          <li key={c.label}>
            <a className="chat__channel" href={c.href} {...(isWeb(c.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              <span className="chat__icon">{c.icon}</span>
              <span className="chat__text">
                <strong>{c.label}</strong>
                <span>{c.detail}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const isWeb = (href: string) => /^https?:/i.test(href);
