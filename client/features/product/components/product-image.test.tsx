import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';

const photo = '/media/0123456789abcdef0123456789abcdef-1024.webp';

describe('a dish image', () => {
  it('offers an uploaded photo in its widths with sizes, lazily below the fold', () => {
    const html = renderToStaticMarkup(<ProductImage src={photo} alt="" width={320} height={240} sizes="50vw" />);
    expect(html).toContain('srcSet="/media/0123456789abcdef0123456789abcdef-320.webp 320w, ');
    expect(html).toContain('sizes="50vw"');
    expect(html).toContain('loading="lazy"');
  });

  it('leaves the demo SVGs as they are', () => {
    const html = renderToStaticMarkup(<ProductImage src="/images/menu/palow.svg" alt="" width={320} height={240} sizes="50vw" />);
    expect(html).not.toContain('srcSet');
    expect(html).not.toContain('sizes');
  });
});
