import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useApi, usePublicConfig } from '../../app-context';
import { useLocale, useT } from '../../i18n';
import { Head } from '../../components/head';
import { productQuery } from '../../features/product/api/product';
import { ProductDetails } from '../../features/product/components/product-details';
import { productText } from '../../components/product-text';
import { JsonLd } from '../../components/seo/json-ld';
import { productSchema } from '../../components/seo/schema';
import { linkPreviewPath } from '../../../shared/menu/photos';

/** /products/{id}: one dish (the loader answers 404 for an unknown id). */
export default function ProductPage() {
  const t = useT();
  const locale = useLocale();
  const config = usePublicConfig();
  const id = Number(useParams().id);
  const { data: product } = useSuspenseQuery(productQuery(useApi(), id));
  const { name, description } = productText(product, locale);
  return (
    <main id="main" className="page">
      <Head
        title={name}
        description={description || t('product_description', { name })}
        image={linkPreviewPath(product.id)}
        type="product"
      />
      <JsonLd data={productSchema(product, config, locale)} />
      <ProductDetails product={product} headingLevel={1} />
    </main>
  );
}
