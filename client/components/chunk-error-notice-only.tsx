import { createRoot } from 'react-dom/client';
import type { Boot } from '../browser/boot';
import { I18nProvider } from '../i18n';
import { ChunkErrorNotice } from './chunk-error-notice';

/** The page's code cannot load: the server's page stays readable, the notice goes on top of it. */
export function showNoticeOnly(boot: Pick<Boot, 'locale' | 'dict'>) {
  const container = document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <I18nProvider locale={boot.locale} dict={boot.dict}>
      <ChunkErrorNotice />
    </I18nProvider>,
  );
}
