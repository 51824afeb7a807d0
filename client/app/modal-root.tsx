import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../i18n';
import { Spinner } from '../components/ui/spinner';
import { ModalFrame } from '../components/modal/modal-frame';
import { useModalStore, useOpenModal } from '../components/modal/modal-store';
import { modalRegistry } from './modal-registry';
import { LazyPart } from '../components/lazy-part';

/**
 * Renders the one open modal of the set. Every route change closes it: a new pathname or new query,
 * except a change of `product_id` alone, which opens or closes the product modal over the page
 * (e.g. a dish in the basket panel) and is not a new page.
 */
export function ModalRoot() {
  const store = useModalStore();
  const modal = useOpenModal();
  const t = useT();
  const { pathname, search } = useLocation();
  const route = `${pathname}?${withoutProductId(search)}`;

  useEffect(() => {
    store.close();
  }, [route, store]);

  if (!modal) return null;
  const { title, variant, Content } = modalRegistry[modal.name];
  return (
    <ModalFrame key={modal.key} title={t(title)} variant={variant} onClose={store.close}>
      <LazyPart
        loading={
          <div className="modal__loading">
            <Spinner size={28} />
          </div>
        }
      >
        <Content {...modal.props} close={store.close} />
      </LazyPart>
    </ModalFrame>
  );
}

export function withoutProductId(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('product_id');
  params.sort();
  return params.toString();
}
