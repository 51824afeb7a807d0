import { LazyPart, PartFailed, retryableLazy } from '../../../components/lazy-part';
import { ModalFrame } from '../../../components/modal/modal-frame';
import { useT } from '../../../i18n';
import { useCloseProductModal } from '../hooks/use-product-modal';
import { useSearchParams } from 'react-router';
import { productIdFrom } from '../product-param';

let loaded: typeof import('./product-modal') | undefined;
/** The modal's code; the server's page loader awaits it, so a shared ?product_id= page is rendered whole. */
export const loadProductModal = () => import('./product-modal').then((module) => (loaded = module));
// offline before its code came: a dialog says so and offers to try again (the page behind stays)
// (its words are first-render words: ?product_id= renders it on the server; scripts/storefront-dictionary.ts)
const LazyProductModal = retryableLazy(loadProductModal, { words: false });

/** Always mounted in the shell: watches ?product_id= and loads the modal's code only when needed. */
export function ProductModalHost() {
  const [params] = useSearchParams();
  const id = productIdFrom(params);
  if (id === null) return null;
  // once loaded, rendered in place: the server never leaves the modal in a hidden streamed segment that
  // only a script reveals (without JavaScript it would never show)
  const ProductModal = loaded?.default ?? LazyProductModal;
  return (
    <LazyPart key={id} failed={(retry) => <ProductModalFailed retry={retry} />}>
      <ProductModal productId={id} />
    </LazyPart>
  );
}

function ProductModalFailed({ retry }: { retry: () => void }) {
  const t = useT();
  return (
    <ModalFrame title={t('modals.product')} onClose={useCloseProductModal()}>
      <PartFailed retry={retry} />
    </ModalFrame>
  );
}
