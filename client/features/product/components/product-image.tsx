interface ProductImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** above the fold: fetched at once instead of lazily */
  eager?: boolean;
  className?: string;
}

/** Width and height always set (no layout shift); lazy below the fold. */
export function ProductImage({ src, alt, width, height, eager = false, className }: ProductImageProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      className={className}
    />
  );
}
