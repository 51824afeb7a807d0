import { photoSrcset } from '../../../../shared/menu/photos';

interface ProductImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** above the fold: fetched at once instead of lazily */
  eager?: boolean;
  className?: string;
  /** how wide the image shows, for an uploaded photo's `srcset` */
  sizes?: string;
}

/** Width and height always set (no layout shift); lazy below the fold; an uploaded photo offers its widths. */
export function ProductImage({ src, alt, width, height, eager = false, className, sizes = `${width}px` }: ProductImageProps) {
  const srcSet = photoSrcset(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? undefined : 'async'}
      fetchPriority={eager ? 'high' : undefined}
      className={className}
    />
  );
}
