import type { CSSProperties } from 'react';
import { photoSrcset } from '../../../../shared/menu/photos';
import { useHeldPictures } from '../../../components/held-pictures';

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

/**
 * Width and height always set (no layout shift); lazy below the fold; an uploaded photo offers its widths. A page
 * that holds its pictures (components/held-pictures.tsx) renders a lazy one without `src` (its box is the card's
 * 4:3), its address in the `--src` custom property.
 */
/** A held picture's `src` until it comes near the screen: a valid, empty address, no request. */
export const HELD_SRC = 'data:,';

export function ProductImage({ src, alt, width, height, eager = false, className, sizes = `${width}px` }: ProductImageProps) {
  const held = useHeldPictures() && !eager;
  const srcSet = photoSrcset(src);
  const picture = (
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
  if (!held) return picture;
  // the address in a custom property: the observer's to put back, and the stylesheet's to show without scripts;
  // `src` the empty data URL (HTML wants an image's `src`; it asks nothing of the network)
  return (
    <img
      style={{ '--src': `url(${src})` } as CSSProperties}
      src={HELD_SRC}
      data-srcset={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      className={className ? `${className} held` : 'held'}
    />
  );
}
