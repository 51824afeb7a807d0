import { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import { ArrowUpIcon } from '../../components/ui/icons';

/** Spec §9: the button appears once the page has scrolled more than 100 px. */
export const SCROLL_TOP_THRESHOLD = 100;

export function ScrollToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className="floating-button scroll-top"
      aria-label={t('shell.scroll_to_top')}
      onClick={() => window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  );
}
