import { LazyPart, PartFailed, retryableLazy } from '../../../components/lazy-part';
import { ModalFrame } from '../../../components/modal/modal-frame';
import { useT } from '../../../i18n';
import { useCloseProductModal } from '../hooks/use-product-modal';
import { useSearchParams } from 'react-router';
import { productIdFrom } from '../product-param';
import { loadedProductModal, loadProductModal } from '../product-modal-code';

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
  const ProductModal = loadedProductModal()?.default ?? LazyProductModal;
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
