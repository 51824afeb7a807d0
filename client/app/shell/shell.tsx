import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { ModalProvider } from '../../components/modal/modal-store';
import { ModalRoot } from '../modal-root';
import { IconSprite } from '../../components/ui/icons';
import { Toaster } from '../../components/toaster';
import { ChunkErrorNotice } from '../../components/chunk-error-notice';
import { FloatingControls } from './floating-controls';
import { Footer } from './footer';
import { Header } from './header';
import { LoadingBar } from './loading-bar';
import { MobileBar } from './mobile-bar';
import { BasketBar } from './basket-bar';
import { ShopStatusBanner } from '../../features/shop-status/components/shop-status-banner';

/** Everything around a page; the page itself renders <main id="main">. */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <ModalProvider>
      <IconSprite />
      <a className="skip-link" href="#main">
        {t('shell.skip_to_content')}
      </a>
      <LoadingBar />
      <Header />
      <ShopStatusBanner />
      {children}
      <Footer />
      <BasketBar />
      <MobileBar />
      <FloatingControls />
      <ModalRoot />
      <Toaster />
      <ChunkErrorNotice />
    </ModalProvider>
  );
}
