import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app-context';
import { useLocale } from '../../../i18n';
import { ModalFrame } from '../../../components/modal/modal-frame';
import { productQuery } from '../api/product';
import { useCloseProductModal } from '../hooks/use-product-modal';
import { productText } from '../../../components/product-text';
import { ProductDetails } from './product-details';

/** The dish opened by ?product_id= over any page. A product that fails to load shows nothing (spec). */
export default function ProductModal({ productId }: { productId: number }) {
  const locale = useLocale();
  const close = useCloseProductModal();
  const { data: product } = useQuery(productQuery(useApi(), productId));
  if (!product) return null;
  return (
    <ModalFrame title={productText(product, locale).name} onClose={close} className="product-modal">
      <ProductDetails product={product} />
    </ModalFrame>
  );
}
