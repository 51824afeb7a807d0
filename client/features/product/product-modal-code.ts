let loaded: typeof import('./components/product-modal') | undefined;

/** The modal's code; the server's page loader awaits it, so a shared ?product_id= page is rendered whole. */
export const loadProductModal = () => import('./components/product-modal').then((module) => (loaded = module));

/** The modal's module once it has loaded: rendered in place, not after a fallback. */
export const loadedProductModal = () => loaded;
